import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
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
 * that one loopback address; every other test keeps the archive off. With the archive on, the
 * archive film may play, so the Plays here filter keeps it on discover as in search (issue 22).
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

  it('lists the archive film under Plays here on discover as search does', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP);
    const consoleErrors = collectConsoleErrors(page);
    await context.addInitScript(() => {
      localStorage.setItem(
        '__MW::preferences',
        JSON.stringify({ state: { playsHereFilter: true }, version: 3 }),
      );
    });
    // No file of it here, but the archive may have it: it may play, so the filter keeps it.
    const film = 'Detour';

    await page.goto(`${server.baseUrl}/browse/${film.toLowerCase()}`);
    const filter = page.getByRole('button', { name: 'Plays here' });
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
    const results = page.getByRole('region', { name: /^Results for/ });
    await results.getByRole('heading', { level: 3, name: film, exact: true }).first().waitFor();

    await page.goto(`${server.baseUrl}/discover`);
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
    const mayPlay = page.getByRole('list', { name: 'May play here' });
    const card = mayPlay.getByRole('heading', { level: 3, name: film, exact: true });
    await mayPlay.getByRole('heading', { level: 3 }).first().waitFor();
    // Most popular first, a page at a time: it may be on a later page.
    const more = page.getByRole('button', { name: 'Show more' });
    for (let pages = 1; (await card.count()) === 0 && (await more.count()) > 0; pages++) {
      expect(pages).toBeLessThan(5);
      const shown = await mayPlay.getByRole('listitem').count();
      await more.click();
      await expect.poll(() => mayPlay.getByRole('listitem').count()).toBeGreaterThan(shown);
    }
    await card.waitFor();
    // What surely plays comes first, and nothing copyrighted is offered as a maybe.
    await page.getByRole('list', { name: 'Ready to watch here' }).waitFor();
    expect(await mayPlay.getByRole('heading', { name: 'The Godfather' }).count()).toBe(0);
    expect(await findAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
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
