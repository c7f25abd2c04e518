import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import {
  ARCHIVE_FILM,
  JELLYFIN_EPISODE,
  startLawfulSourceFakes,
  type LawfulSourceFakes,
} from '../lawful-source-fakes.ts';
import { startServer, type RunningServer } from '../server.ts';
import { DESKTOP, newPlayerPage } from '../sintel-player.ts';

/** Resolves once the video has shown its first frame and moved on from it. */
async function firstFrame(page: Page): Promise<void> {
  await page.locator('video').waitFor();
  const playing = () => {
    const video = document.querySelector('video');
    return !!video && video.videoWidth > 0 && video.currentTime > 0;
  };
  await page.waitForFunction(playing, null, { timeout: 20_000 });
}

const videoSize = (page: Page) =>
  page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`);

/**
 * Issue 13: a public-domain film from the Internet Archive and an episode from the viewer's own
 * Jellyfin play in the browser from start to first frame, against fakes that answer as those
 * services do. This file's server points ARCHIVE_URL at the archive fake and lets its proxy reach
 * that one loopback address; every other test keeps the archive off.
 */
describe('lawful sources play in the browser', () => {
  let fakes: LawfulSourceFakes;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fakes = await startLawfulSourceFakes();
    const archiveHost = new URL(fakes.archive.url).host;
    server = await startServer({
      ARCHIVE_URL: fakes.archive.url,
      PROXY_ALLOWED_HOSTS: archiveHost,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), fakes?.stop()]);
  });

  it('plays an archive film, searched and read through our proxy', async () => {
    const { page } = await newPlayerPage(browser, DESKTOP);
    const consoleErrors = collectConsoleErrors(page);
    const proxied: string[] = [];
    const filmRanges: string[] = [];
    const filmUrl = `${fakes.archive.url}/download/${ARCHIVE_FILM.identifier}/${ARCHIVE_FILM.file}`;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.baseUrl && url.pathname === '/proxy/') {
        proxied.push(url.searchParams.get('destination') ?? '');
      }
      if (request.url() === filmUrl) filmRanges.push(request.headers().range ?? 'none');
    });

    await page.goto(`${server.baseUrl}${ARCHIVE_FILM.route}`);
    await firstFrame(page);

    expect(await videoSize(page)).toBe('720x576');
    const archive = fakes.archive.url;
    // The search and the item's metadata went through our proxy, never straight from the page.
    expect(proxied.some((url) => url.startsWith(`${archive}/advancedsearch.php?`))).toBe(true);
    expect(proxied).toContain(`${archive}/metadata/${ARCHIVE_FILM.identifier}`);
    const paths = fakes.archive.requests.map((r) => r.path);
    expect(paths).toContain('/advancedsearch.php');
    expect(paths).toContain(`/metadata/${ARCHIVE_FILM.identifier}`);
    // The film itself, from the archive: the video element reads the MP4 by byte ranges.
    expect(paths).toContain(`/download/${ARCHIVE_FILM.identifier}/${ARCHIVE_FILM.file}`);
    expect(filmRanges.length).toBeGreaterThan(0);
    expect(filmRanges.every((range) => /^bytes=\d+-\d*$/.test(range))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('plays a Jellyfin episode with the key typed in the settings', async () => {
    const { page } = await newPlayerPage(browser, DESKTOP);
    const consoleErrors = collectConsoleErrors(page);

    await page.goto(`${server.baseUrl}/settings`);
    const card = page.getByRole('heading', { name: 'Jellyfin', exact: true }).locator('..');
    await card.getByLabel('Server address', { exact: true }).fill(fakes.jellyfin.url);
    await card.getByLabel('API key', { exact: true }).fill(JELLYFIN_EPISODE.apiKey);
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText('Connected to Jellyfin.').waitFor();

    await page.goto(`${server.baseUrl}${JELLYFIN_EPISODE.route}`);
    await firstFrame(page);

    expect(await videoSize(page)).toBe('640x480');
    const requests = fakes.jellyfin.requests;
    const authorized = `MediaBrowser Token="${JELLYFIN_EPISODE.apiKey}"`;
    // The API calls carry the key in the header: the connection test, the search, the episodes.
    const api = requests.filter((r) => !r.path.startsWith('/Videos/'));
    expect(api.map((r) => r.path)).toEqual(['/System/Info', '/Items', '/Items']);
    expect(api.every((r) => r.authorization === authorized)).toBe(true);
    expect(api[2]?.query.get('ParentId')).toBe('f00dfeed00000000000000000000beef');
    // The media, which hls.js cannot send a header for, carry it as ApiKey down to the segments.
    const base = `/Videos/${JELLYFIN_EPISODE.episodeId}`;
    const media = requests.filter((r) => r.path.startsWith('/Videos/'));
    expect(media.map((r) => r.path)).toEqual(
      expect.arrayContaining([`${base}/master.m3u8`, `${base}/main.m3u8`, `${base}/seg000.ts`]),
    );
    expect(media.every((r) => r.query.get('ApiKey') === JELLYFIN_EPISODE.apiKey)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
