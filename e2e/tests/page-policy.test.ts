import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { takeCspViolations } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';
import { openSintel } from '../sintel-player.ts';

/** Interstellar: the embedded catalog records its YouTube trailers. */
const INTERSTELLAR = 'movie-157336';

/**
 * The app's pages under their Content-Security-Policy: the main pages load and play with no
 * violation (csp-check.ts fails any test that reports one), and what the policy exists for is
 * refused and reported.
 */
describe('the page policy in the browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openPage(): Promise<void> {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    // Discover's own rows, which Plays here would hide on this server that plays few titles.
    await context.addInitScript(() => {
      if (localStorage.getItem('__MW::preferences') === null) {
        localStorage.setItem(
          '__MW::preferences',
          JSON.stringify({ state: { playsHereFilter: false }, version: 3 }),
        );
      }
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }

  afterEach(async () => {
    await context?.close();
  });

  /** Violations arrive as console messages, a moment after what caused them. */
  async function reportedViolations(): Promise<string[]> {
    const found: string[] = [];
    await expect.poll(() => found.push(...takeCspViolations())).toBeGreaterThan(0);
    return found;
  }

  it('serves home, discover and settings under the policy', async () => {
    await openPage();
    const answer = await page.goto(`${baseUrl}/`);
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('region', { name: 'Top rated movies' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  });

  it('plays the demo film under the policy, hls.js demuxing in a worker of our origin', async () => {
    await openPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openSintel(page, baseUrl);
    // Without it, every segment is demuxed on the page's thread while the film plays.
    expect(workers.filter((url) => url.startsWith(`${baseUrl}/assets/hls.worker-`))).toHaveLength(
      1,
    );
  });

  it('offers and plays a trailer in the details window under the policy', async () => {
    await openPage();
    // YouTube as far as the window uses it: a still larger than its placeholder, and a player.
    await context.route('https://i.ytimg.com/vi/*/mqdefault.jpg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"></svg>',
      }),
    );
    await context.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>The trailer plays here</p>' }),
    );
    await page.goto(`${baseUrl}/?details=${INTERSTELLAR}`);
    const details = page.getByRole('dialog', { name: 'Interstellar' });
    await details.getByRole('button', { name: 'Watch trailer' }).click();
    const trailer = page.frameLocator('iframe[title="Trailer of Interstellar"]');
    await trailer.getByText('The trailer plays here').waitFor();
  });

  it('refuses an injected inline handler, and reports it', async () => {
    await openPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="data:," onerror="window.__injected = true">',
      );
    });
    const violations = await reportedViolations();
    expect(violations.join('\n')).toMatch(/inline event handler violates .*script-src/);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  });

  it('cannot be framed, and the refusal is reported', async () => {
    await openPage();
    await page.goto(`${baseUrl}/ping.txt`);
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, `${baseUrl}/settings`);
    const violations = await reportedViolations();
    expect(violations.join('\n')).toMatch(/frame-ancestors 'none'/);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.evaluate(() => document.title).catch(() => null)).not.toBe(
      'Settings - Screenroom',
    );
  });
});
