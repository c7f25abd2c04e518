import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useLanguage } from '../locale.ts';
import { SINTEL } from '../sintel-player.ts';

const SINTEL_MASTER = '/media-files/demo/Sintel%20(2010)%20%5Btmdbid-45745%5D/master.m3u8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The URLs of the page's module preload hints, as the browser parsed them. */
const modulePreloads = (page: Page) =>
  page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );

/**
 * Issue 25: what the server sends so pages start fast and visits after the first cost little:
 * hashed assets cached for good, pages and the service worker always revalidated, media files
 * revalidated by their ETag, text assets as their brotli copies, and the player's code hinted
 * with the page that needs it. Headers and hints only; the timings are the benchmarks' business.
 */
describe('asset delivery', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the page no-cache and its hashed scripts immutable, which a second visit takes from the cache', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urlOf = new Map<string, string>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => urlOf.set(event.requestId, event.request.url));
    cdp.on('Network.requestServedFromCache', (event) => {
      fromCache.add(new URL(urlOf.get(event.requestId) ?? baseUrl).pathname);
    });

    const first = await page.goto(`${baseUrl}/`);
    expect(first!.headers()['cache-control']).toBe('no-cache');
    const entry = await page.$eval('script[type="module"]', (s) => (s as HTMLScriptElement).src);
    const entryPath = new URL(entry).pathname;
    expect(entryPath).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await page.request.get(entry);
    expect(script.headers()['cache-control']).toBe(IMMUTABLE);

    fromCache.clear();
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/`);
    expect([...fromCache]).toContain(entryPath);
    expect(fromCache.has('/')).toBe(false);
    await cdp.detach();
  });

  it('revalidates the service worker and the manifest on every request', async () => {
    for (const url of ['/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const answer = await page.request.get(`${baseUrl}${url}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the brotli copy of a script to a client that takes brotli, gzip to one that does not', async () => {
    await page.goto(`${baseUrl}/`);
    const entry = await page.$eval('script[type="module"]', (s) => (s as HTMLScriptElement).src);
    const brotli = await page.request.get(entry, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    const gzip = await page.request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    // Both decode to the same script.
    expect((await brotli.body()).equals(await gzip.body())).toBe(true);
  });

  it('answers a media file with a strong ETag and 304 when the copy is current, ranges included', async () => {
    const url = `${baseUrl}${SINTEL_MASTER}`;
    const first = await page.request.get(url);
    expect(first.status()).toBe(200);
    const etag = first.headers().etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers()['last-modified']).toBeTruthy();
    const again = await page.request.get(url, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    const since = await page.request.get(url, {
      headers: { 'if-modified-since': first.headers()['last-modified']! },
    });
    expect(since.status()).toBe(304);
    const part = await page.request.get(url, {
      headers: { range: 'bytes=0-6', 'if-range': etag! },
    });
    expect(part.status()).toBe(206);
    expect(await part.text()).toBe('#EXTM3U');
  });

  it('hints the player page and hls.js with a player route, in the page and its Link header', async () => {
    const answer = await page.goto(`${baseUrl}${SINTEL}`);
    expect(answer!.headers()['cache-control']).toBe('no-cache');
    const hinted = await modulePreloads(page);
    expect(hinted).toContainEqual(expect.stringMatching(/^\/assets\/PlayerPage-[\w-]+\.js$/));
    expect(hinted).toContainEqual(expect.stringMatching(/^\/assets\/hls-[\w-]+\.js$/));
    const link = answer!.headers().link ?? '';
    for (const url of hinted) expect(link).toContain(`<${url}>; rel=modulepreload`);

    // Home loads neither until a title is opened.
    await page.goto(`${baseUrl}/`);
    const homeHints = await modulePreloads(page);
    expect(homeHints.some((url) => /\/(PlayerPage|hls)-/.test(url))).toBe(false);
  });
});
