import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { percentile, report } from './stats.ts';

/**
 * Episode switch: from the click on the next episode in the episodes overlay until the new
 * episode's video presents its first frame (requestVideoFrameCallback), in Chromium on loopback.
 * The page is not reloaded between episodes: metadata, scraping and the stream of the new episode
 * are what the figure measures. The demo show's six episodes are played in turn.
 * Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = 1000;
const SHOW = '/media/tmdb-tv-99000001-screenroom-test-card';
const EPISODES = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [2, 2],
  [2, 3],
] as const;

type BenchWindow = Window & { __firstFrame?: number; __clickAt?: number };

async function waitForFirstFrame(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as BenchWindow).__firstFrame !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => (window as BenchWindow).__firstFrame!);
}

/** Opens the overlay on the season of the episode to click next. */
async function openSeason(page: Page, season: number): Promise<void> {
  await page.locator('video').hover();
  await page.getByTestId('episodes-button').click();
  const overlay = page.getByTestId('episodes-overlay');
  await overlay.waitFor();
  if (new URL(page.url()).searchParams.get('r') !== `/episodes/${season}`) {
    await overlay.getByRole('button', { name: 'Back to seasons' }).click();
    await page.getByTestId(`season-${season}`).click();
  }
}

const server = await startServer();
const browser = await launchBrowser();
const samples: number[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // No named local functions in here: tsx wraps them in a `__name` helper the page lacks.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: number };
    new MutationObserver(() => {
      for (const video of document.querySelectorAll('video')) {
        if (video.dataset.benchWatched) continue;
        video.dataset.benchWatched = '1';
        video.requestVideoFrameCallback((now) => {
          w.__firstFrame ??= now;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.baseUrl}${SHOW}/1/1`);
  await waitForFirstFrame(page);

  for (let run = 0; run < RUNS; run++) {
    const [season, episode] = EPISODES[(run + 1) % EPISODES.length]!;
    await openSeason(page, season);
    const card = page.getByTestId(`episode-${season}-${episode}`);
    await card.waitFor();
    await page.evaluate(() => {
      const w = window as BenchWindow;
      w.__firstFrame = undefined;
      document.addEventListener(
        'click',
        () => {
          w.__clickAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await card.click();
    const firstFrame = await waitForFirstFrame(page);
    const clickAt = await page.evaluate(() => (window as BenchWindow).__clickAt!);
    if (new URL(page.url()).pathname !== `${SHOW}/${season}/${episode}`) {
      throw new Error(`run ${run + 1}: expected S${season}E${episode}, at ${page.url()}`);
    }
    samples.push(firstFrame - clickAt);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(`runs: ${RUNS}, each: ${samples.map((t) => t.toFixed(0)).join(', ')} ms`);
report('Episode switch → first frame p50', percentile(samples, 50), 'ms');
const ok = report('Episode switch → first frame p95', percentile(samples, 95), 'ms', {
  max: BUDGET_MS,
});
process.exit(ok ? 0 : 1);
