import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { percentile, report } from './stats.ts';

/**
 * Time to first frame: from the start of navigation to the player route until the video presents
 * its first frame (requestVideoFrameCallback), in Chromium on localhost, with a fresh browser
 * context each run so nothing is cached. Also prints the part after the stream was found, which
 * the player marks with `performance.mark('screenroom:stream-found')`.
 * Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 7);
const route = '/media/tmdb-movie-45745-sintel';

const server = await startServer();
const browser = await launchBrowser();
const totals: number[] = [];
const afterStream: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // No named local functions in here: tsx wraps them in a `__name` helper the page lacks.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstFrame?: number };
      new MutationObserver(() => {
        const video = document.querySelector('video');
        if (video && !video.dataset.benchWatched) {
          video.dataset.benchWatched = '1';
          video.requestVideoFrameCallback((now) => {
            w.__firstFrame ??= now;
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.baseUrl + route);
    await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: number }).__firstFrame !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    const { first, found } = await page.evaluate(() => ({
      first: (window as unknown as { __firstFrame: number }).__firstFrame,
      found: performance.getEntriesByName('screenroom:stream-found')[0]?.startTime,
    }));
    totals.push(first);
    if (found !== undefined) afterStream.push(first - found);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`runs: ${RUNS}, each: ${totals.map((t) => t.toFixed(0)).join(', ')} ms`);
report('Time to first frame p50', percentile(totals, 50), 'ms');
const ok = report('Time to first frame p95', percentile(totals, 95), 'ms', { max: 1500 });
if (afterStream.length > 0) {
  report('Stream found → first frame p95', percentile(afterStream, 95), 'ms', { max: 1000 });
}
process.exit(ok ? 0 : 1);
