import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { startFakeCastSender } from '../fake-cast-sender.ts';
import { useLanguage } from '../locale.ts';
import { startServer, type RunningServer } from '../server.ts';

const SINTEL = '/media/tmdb-movie-45745-sintel';
const SINTEL_MP4 =
  '/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/Sintel%20(2010)%20-%20480p.mp4';

function currentTime(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => v.currentTime);
}

/** "1:30" → 90. */
function seconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

async function waitUntilPlaying(page: Page): Promise<Locator> {
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(0.5);
  return video;
}

/** Moves the mouse over the seek bar at `fraction` of its width and returns where that is. */
async function hoverSeekBar(page: Page, fraction: number): Promise<{ x: number; y: number }> {
  await page.getByTestId('player-video').hover();
  const box = await page.getByTestId('seek-bar').boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  const point = { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y, { steps: 4 });
  return point;
}

const seriousViolations = async (page: Page) =>
  (await findAxeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');

/**
 * The player's presentation features in a real browser against the real server: the seek
 * preview with captured thumbnails, picture-in-picture, the t parameter and its copy action,
 * and the download menu for the bundled Sintel's HLS and MP4 streams.
 */
describe('player presentation', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const requested: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
    page.on('request', (request) => requested.push(request.url()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  /**
   * Sintel playing past `from` seconds, opened at that time unless a test before left it so.
   * The tests below start where the one before them ends; these steps bring a test run alone
   * to the same place.
   */
  async function playingSintelFrom(from: number): Promise<void> {
    const video = page.getByTestId('player-video');
    const there =
      new URL(page.url()).pathname === SINTEL &&
      (await video.count()) > 0 &&
      (await currentTime(video)) > from;
    if (there) return;
    await page.goto(`${baseUrl}${SINTEL}${from > 0 ? `?t=${from}` : ''}`);
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(from + 0.5);
  }

  /** The settings overlay open over the player, unless it already is. */
  async function settingsOpen(): Promise<void> {
    if ((await page.getByTestId('settings-overlay').count()) > 0) return;
    await page.getByTestId('player-video').hover();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-overlay').waitFor();
  }

  /** The download menu over the HLS stream, which says it cannot be saved as one file. */
  async function downloadUnableOpen(): Promise<void> {
    if (new URL(page.url()).searchParams.get('r') === '/settings/download/unable') return;
    await playingSintelFrom(30);
    await settingsOpen();
    await page
      .getByTestId('settings-overlay')
      .getByRole('button', { name: /^Download/ })
      .click();
    await page.getByTestId('download-unable').waitFor();
  }

  /** The download menu offering the MP4 file. */
  async function downloadMenuOpen(): Promise<void> {
    if ((await page.getByTestId('download-link').count()) > 0) return;
    await downloadUnableOpen();
    await page.getByRole('button', { name: 'Play the file version' }).click();
    await page.getByTestId('download-link').waitFor();
  }

  it('shows the time under the pointer above the seek bar', async () => {
    await page.goto(`${baseUrl}${SINTEL}`);
    const video = await waitUntilPlaying(page);
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    await hoverSeekBar(page, 0.5);
    const preview = page.getByTestId('seek-preview');
    await preview.waitFor();
    const shown = seconds(await page.getByTestId('seek-preview-time').innerText());
    expect(Math.abs(shown - duration / 2)).toBeLessThanOrEqual(1.5);
    // Near the end the preview stays inside the player.
    await hoverSeekBar(page, 0.999);
    const box = await preview.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    // With thumbnails off (the default) there is no picture.
    expect(await page.getByTestId('seek-preview-thumbnail').count()).toBe(0);
    // Casting is not configured on this server: no button, and no sender library fetched.
    expect(await page.getByTestId('cast-button').count()).toBe(0);
    expect(requested.filter((url) => url.includes('cast_sender'))).toEqual([]);
  });

  it('shows a captured picture above the seek bar once thumbnails are switched on', async () => {
    await page.goto(`${baseUrl}/settings`);
    const toggle = page.locator('#preference-enableThumbnails');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    await page.goto(`${baseUrl}${SINTEL}`);
    await waitUntilPlaying(page);
    const point = await hoverSeekBar(page, 0.5);
    const thumbnail = page.getByTestId('seek-preview-thumbnail');
    // Capture runs in the background; nudging the mouse keeps the controls up meanwhile.
    await expect
      .poll(
        async () => {
          await page.mouse.move(point.x + 1, point.y);
          await page.mouse.move(point.x, point.y);
          return thumbnail.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const picture = await thumbnail.evaluate((img: HTMLImageElement) => ({
      src: img.src.slice(0, 23),
      width: img.naturalWidth,
    }));
    expect(picture).toEqual({ src: 'data:image/jpeg;base64,', width: 160 });
  });

  describe('with Sintel playing', () => {
    beforeEach(() => playingSintelFrom(0));

    it('opens and closes picture-in-picture from its button', async () => {
      const video = page.getByTestId('player-video');
      await video.hover();
      const button = page.getByRole('button', { name: 'Picture-in-picture' });
      await button.click();
      await expect
        .poll(() => video.evaluate((v) => document.pictureInPictureElement === v))
        .toBe(true);
      await video.hover();
      await page.getByRole('button', { name: 'Exit picture-in-picture' }).click();
      await expect.poll(() => page.evaluate(() => document.pictureInPictureElement)).toBeNull();
    });
  });

  it('starts at the time the t parameter names', async () => {
    await page.goto(`${baseUrl}${SINTEL}?t=30`);
    const video = page.getByTestId('player-video');
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(30);
    expect(await currentTime(video)).toBeLessThan(40);
  });

  describe('with Sintel playing past 30 s', () => {
    beforeEach(() => playingSintelFrom(30));

    it('copies a link at the current time that starts there', async () => {
      const video = page.getByTestId('player-video');
      await video.hover();
      await page.getByTestId('settings-button').click();
      const line = page.getByTestId('copy-time-link');
      await line.click();
      await expect.poll(() => line.innerText()).toContain('Copied!');
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(link.pathname).toBe(SINTEL);
      expect([...link.searchParams.keys()]).toEqual(['t']);
      expect(Number(link.searchParams.get('t'))).toBeGreaterThanOrEqual(30);
      await expect.poll(() => line.innerText(), { timeout: 4000 }).not.toContain('Copied!');
    });
  });

  describe('with the settings open past 30 s', () => {
    beforeEach(async () => {
      await playingSintelFrom(30);
      await settingsOpen();
    });

    it('explains that the HLS stream cannot be saved as one file', async () => {
      const overlay = page.getByTestId('settings-overlay');
      await overlay.getByRole('button', { name: /^Download/ }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('r'))
        .toBe('/settings/download/unable');
      await expect
        .poll(() => page.getByTestId('download-unable').innerText())
        .toContain("can't be downloaded as one file");
    });
  });

  describe('with the download menu saying the HLS stream cannot be saved', () => {
    beforeEach(downloadUnableOpen);

    it('switches to the MP4 file of the same source and offers it, which the server hands out', async () => {
      await page.getByRole('button', { name: 'Play the file version' }).click();
      const link = page.getByTestId('download-link');
      await link.waitFor();
      expect(await link.innerText()).toBe('Download video (1080p)');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/media-files\/.*1080p\.mp4$/);
      const response = await page.request.fetch(`${baseUrl}${href}`, { method: 'HEAD' });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('video/mp4');
      // The file version plays on from where the HLS stream was.
      const video = page.getByTestId('player-video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
        .toContain('.mp4');
      expect(await currentTime(video)).toBeGreaterThan(25);
      await page.getByRole('button', { name: 'On a computer' }).click();
      await page.getByRole('heading', { name: 'On a computer' }).waitFor();
      await page.getByRole('button', { name: 'Back to the download' }).click();
      await link.waitFor();
    });
  });

  it('offers a typed MP4 URL of the test player as it is', async () => {
    const url = `${baseUrl}${SINTEL_MP4}`;
    const query = new URLSearchParams({ url, type: 'mp4', r: '/settings/download' });
    const devPage = await context.newPage();
    await devPage.goto(`${baseUrl}/dev/video?${query}`);
    const link = devPage.getByTestId('download-link');
    await link.waitFor();
    // A typed URL says nothing of its quality, so the link names none.
    expect(await link.innerText()).toBe('Download video');
    expect(await link.getAttribute('href')).toBe(url);
    await devPage.close();
  });

  describe('with the download menu open', () => {
    beforeEach(downloadMenuOpen);

    it('has no serious accessibility problems with the download menu open', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('has none in Arabic either', async () => {
    const arabic = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(arabic, 'ar');
    const arPage = await arabic.newPage();
    const errors = collectConsoleErrors(arPage);
    const url = `${baseUrl}${SINTEL_MP4}`;
    const query = new URLSearchParams({ url, type: 'mp4', r: '/settings/download' });
    await arPage.goto(`${baseUrl}/dev/video?${query}`);
    const link = arPage.getByTestId('download-link');
    await link.waitFor();
    expect(await link.innerText()).toBe('تنزيل الفيديو');
    expect(await arPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(arPage)).toEqual([]);
    expect(errors).toEqual([]);
    await arabic.close();
  });
});

/**
 * Casting where the operator configured it: the server names a receiver application and the
 * sender library comes from a stand-in of Google's (e2e/fake-cast-sender.ts) on the loopback
 * interface, with one device on the network.
 */
describe('casting', () => {
  let server: RunningServer;
  let sender: Awaited<ReturnType<typeof startFakeCastSender>>;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    sender = await startFakeCastSender();
    server = await startServer({
      VITE_CAST_RECEIVER_APP_ID: 'CC1AD845',
      VITE_CAST_SENDER_URL: sender.url,
    });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sender?.stop();
  });

  // The test must leave the console clean.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  const fakeCast = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __fakeCast: {
              options: { receiverApplicationId: string };
              loads: {
                contentId: string;
                contentType: string;
                title: string;
                currentTime: number;
                tracks: { type: string; trackContentId: string; language: string }[];
              }[];
              seeks: number[];
              trackEdits: number[][];
            };
          }
        ).__fakeCast,
    );

  it('moves playback to the device at the current time, and back where the device got to', async () => {
    await page.goto(`${server.baseUrl}${SINTEL}?t=20`);
    const video = await waitUntilPlaying(page);
    // Cast once the video plays from the address's start time (the position is set before the
    // first frame), so "the current time" is one position.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 20.2))
      .toBe(true);
    await video.hover();
    const castButton = page.getByRole('button', { name: 'Cast to a device' });
    await castButton.click();
    expect((await fakeCast()).options.receiverApplicationId).toBe('CC1AD845');

    await expect
      .poll(() => page.getByTestId('casting-overlay').innerText())
      .toBe('Playing on Screenroom Test TV');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const localTime = await currentTime(video);
    const [load] = (await fakeCast()).loads;
    expect(load).toMatchObject({ contentType: 'application/x-mpegurl', title: 'Sintel' });
    // The device fetches the stream itself, so it gets the full address on our server.
    expect(load!.contentId.startsWith(`${server.baseUrl}/media-files/`)).toBe(true);
    expect(load!.contentId.endsWith('/master.m3u8')).toBe(true);
    expect(Math.abs(load!.currentTime - localTime)).toBeLessThan(1);
    // The caption files go along as text tracks the device fetches from our server itself.
    expect(load!.tracks.map((track) => [track.type, track.language])).toEqual([
      ['TEXT', 'ar'],
      ['TEXT', 'en'],
    ]);
    for (const track of load!.tracks) {
      expect(track.trackContentId.startsWith(`${server.baseUrl}/media-files/`)).toBe(true);
      expect(track.trackContentId.endsWith('.vtt')).toBe(true);
    }

    // The audio menu lists the tracks the device found, and switches them there.
    await video.hover();
    await page.getByTestId('settings-button').click();
    await page.getByRole('button', { name: /^Audio track/ }).click();
    await page.getByTestId('audio-track-101').click();
    await expect.poll(async () => (await fakeCast()).trackEdits.at(-1)).toEqual([101]);
    await page.keyboard.press('Escape');

    // The controls now steer the device: skip ahead 10 s there.
    await page.keyboard.press('l');
    await expect.poll(async () => (await fakeCast()).seeks.length).toBe(1);
    const [seek] = (await fakeCast()).seeks;
    expect(seek).toBeGreaterThan(load!.currentTime + 9);
    // The device plays on; the page's seek bar follows it.
    await expect
      .poll(async () => Number(await page.getByTestId('seek-bar').getAttribute('aria-valuenow')))
      .toBeGreaterThan(seek! + 0.5);

    await video.hover();
    await page.getByRole('button', { name: 'Stop casting' }).click();
    await page.getByTestId('casting-overlay').waitFor({ state: 'detached' });
    await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(seek!);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole('button', { name: 'Cast to a device' }).waitFor();
  });
});
