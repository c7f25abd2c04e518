import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { percentile, report } from './stats.ts';

/**
 * Caption switch: from the click on a language in the captions menu until its cue for the current
 * time is in the page, in Chromium on loopback. The demo movie Sintel is paused at 6.5 s, where
 * each of its English and Arabic sidecar files has a cue; the runs alternate between the two
 * languages with captions turned off in between, so every run fetches (first time) or reuses the
 * file, parses it and draws the cue. Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = 100;
const SINTEL = '/media/tmdb-movie-45745-sintel';
const LANGUAGES = ['English', 'Arabic'] as const;

type BenchWindow = Window & { __cueAt?: number; __clickAt?: number };

async function pauseAt(page: Page, time: number): Promise<void> {
  await page.locator('video').evaluate((video: HTMLVideoElement, at: number) => {
    video.pause();
    video.currentTime = at;
  }, time);
  await page.waitForFunction(
    (at) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - at) < 0.2,
    time,
  );
}

const server = await startServer();
const browser = await launchBrowser();
const samples: number[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // No named local functions in here: tsx wraps them in a `__name` helper the page lacks.
  await page.addInitScript(() => {
    const w = window as unknown as { __cueAt?: number };
    new MutationObserver(() => {
      if (w.__cueAt === undefined && document.querySelector('[data-testid="caption-cue"]')) {
        w.__cueAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${server.baseUrl}${SINTEL}`);
  await page.waitForFunction(
    () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
    null,
    {
      timeout: 30_000,
    },
  );
  await pauseAt(page, 6.5);
  await page.mouse.move(400, 300);
  await page.getByTestId('captions-button').click();
  const menu = page.getByRole('radiogroup', { name: 'Captions' });
  await menu.waitFor();

  for (let run = 0; run < RUNS; run++) {
    const language = LANGUAGES[run % LANGUAGES.length]!;
    await menu.getByRole('radio', { name: 'Off' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="caption-cue"]'));
    await page.evaluate(() => {
      const w = window as BenchWindow;
      w.__cueAt = undefined;
      document.addEventListener(
        'click',
        () => {
          w.__clickAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await menu.getByRole('radio', { name: language, exact: true }).click();
    await page.waitForFunction(() => (window as BenchWindow).__cueAt !== undefined, undefined, {
      timeout: 10_000,
    });
    samples.push(
      await page.evaluate(() => {
        const w = window as BenchWindow;
        return w.__cueAt! - w.__clickAt!;
      }),
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(`runs: ${RUNS}, each: ${samples.map((t) => t.toFixed(0)).join(', ')} ms`);
report('Caption switch → first cue drawn p50', percentile(samples, 50), 'ms');
const ok = report('Caption switch → first cue drawn p95', percentile(samples, 95), 'ms', {
  max: BUDGET_MS,
});
process.exit(ok ? 0 : 1);
