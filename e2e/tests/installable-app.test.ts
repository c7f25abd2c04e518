import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { useLanguage } from '../locale.ts';

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const config = (page: Page) =>
  page.evaluate(() => (window as { __SCREENROOM_CONFIG__?: unknown }).__SCREENROOM_CONFIG__);

/**
 * Issue 22: the app installs (manifest and PNG icons) and its service worker keeps the app shell,
 * so home opens without a network, with the offline banner, and with the runtime configuration
 * of the last page the network gave.
 */
describe('the installable app', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'allow',
    });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('names a manifest whose icons load as PNGs of their sizes, maskable included', async () => {
    await page.goto(`${baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await page.request.get(new URL(href!, baseUrl).href);
    expect(answer.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Screenroom', start_url: '/', display: 'standalone' });
    const wanted = [
      { sizes: '192x192', purpose: undefined },
      { sizes: '512x512', purpose: undefined },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose ?? 'any'}`).toMatchObject({ type: 'image/png' });
      const image = await page.request.get(new URL(icon!.src, `${baseUrl}/`).href);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
  });

  it('opens home offline from its cache with the offline banner and the newest configuration', async () => {
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The visit that installed the worker keeps its page, so it alone is enough to start offline.
    await page.waitForFunction(async () => (await caches.match('/')) !== undefined);
    const online = await config(page);
    expect(online).toEqual(expect.any(Object));

    // A copy of the page from an older configuration, as if kept on an earlier visit: online,
    // the page still comes from the network, and the kept copy is replaced by it.
    await page.evaluate(async () => {
      const html = await (await fetch('/', { cache: 'no-store' })).text();
      const stale = html.replace(
        'window.__SCREENROOM_CONFIG__={',
        'window.__SCREENROOM_CONFIG__={"staleField":"1",',
      );
      const cache = await caches.open('screenroom-pages');
      await cache.put('/', new Response(stale, { headers: { 'content-type': 'text/html' } }));
    });
    const fresh = await page.reload();
    expect(fresh?.fromServiceWorker()).toBe(true);
    expect(await config(page)).toEqual(online);

    await context.setOffline(true);
    try {
      // The worker's own requests fail too, so what it answers can only come from its cache.
      const [worker] = context.serviceWorkers();
      expect(
        await worker!.evaluate(() =>
          fetch('/ping.txt', { cache: 'no-store' }).then(
            () => 'reached',
            () => 'failed',
          ),
        ),
      ).toBe('failed');
      const cached = await page.reload();
      expect(cached?.fromServiceWorker()).toBe(true);
      expect(await config(page)).toEqual(online);
      await page.getByText('Check your internet connection').waitFor();
      await page.locator('#root header, #root nav').first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
