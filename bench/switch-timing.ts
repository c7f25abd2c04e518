import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { percentile, report } from './stats.ts';

/**
 * What the switch benchmarks share: one page in Chromium on loopback, a script that stamps the
 * first time something shows (a caption cue or a video frame), and the time of the click that
 * asked for it, taken in the capture phase so the app's own handlers are inside the figure.
 */

type BenchWindow = Window & { __markAt?: number; __clickAt?: number };

/** Runs `work` on a fresh 1280×800 page of the built app; closes everything afterwards. */
export async function withBenchPage(
  work: (page: Page, baseUrl: string) => Promise<void>,
): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await work(await context.newPage(), server.baseUrl);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

// No named local functions in the page scripts below: tsx wraps them in a `__name` helper the
// page lacks.

/** Stamps the time a caption cue is first in the page, before the page's own scripts run. */
export async function markFirstCue(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __markAt?: number };
    new MutationObserver(() => {
      if (w.__markAt === undefined && document.querySelector('[data-testid="caption-cue"]')) {
        w.__markAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Stamps the time any video of the page first presents a frame (requestVideoFrameCallback). */
export async function markFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __markAt?: number };
    new MutationObserver(() => {
      for (const video of document.querySelectorAll('video')) {
        if (video.dataset.benchWatched) continue;
        video.dataset.benchWatched = '1';
        video.requestVideoFrameCallback((now) => {
          w.__markAt ??= now;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits for the stamp and returns its time on the page's clock. */
export async function waitForMark(page: Page, timeoutMs: number): Promise<number> {
  await page.waitForFunction(() => (window as BenchWindow).__markAt !== undefined, undefined, {
    timeout: timeoutMs,
  });
  return page.evaluate(() => (window as BenchWindow).__markAt!);
}

/** Clears the stamp and times the page's next click, so the next stamp can be measured from it. */
export async function timeNextClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as BenchWindow;
    w.__markAt = undefined;
    document.addEventListener(
      'click',
      () => {
        w.__clickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
}

/** Waits for the stamp after a click armed by timeNextClick; returns the milliseconds between. */
export async function msFromClickToMark(page: Page, timeoutMs: number): Promise<number> {
  const markAt = await waitForMark(page, timeoutMs);
  const clickAt = await page.evaluate(() => (window as BenchWindow).__clickAt!);
  return markAt - clickAt;
}

/** Prints every run, the median and the 95th percentile against its budget; true when met. */
export function reportSwitch(name: string, samples: number[], budgetMs: number): boolean {
  console.log(`runs: ${samples.length}, each: ${samples.map((t) => t.toFixed(0)).join(', ')} ms`);
  report(`${name} p50`, percentile(samples, 50), 'ms');
  return report(`${name} p95`, percentile(samples, 95), 'ms', { max: budgetMs });
}
