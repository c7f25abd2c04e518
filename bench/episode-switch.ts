import type { Page } from 'playwright-core';
import {
  markFirstFrame,
  msFromClickToMark,
  reportSwitch,
  timeNextClick,
  waitForMark,
  withBenchPage,
} from './switch-timing.ts';

/**
 * Episode switch: from the click on the next episode in the episodes overlay until the new
 * episode's video presents its first frame (requestVideoFrameCallback), in Chromium on loopback.
 * The page is not reloaded between episodes: metadata, scraping and the stream of the new episode
 * are what the figure measures. The demo show's six episodes are played in turn.
 * Run after `npm run build -w apps/web`.
 */
const RUNS = Number(process.env.RUNS ?? 20);
const BUDGET_MS = 1000;
const FIRST_FRAME_TIMEOUT_MS = 30_000;
const SHOW = '/media/tmdb-tv-99000001-screenroom-test-card';
const EPISODES = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [2, 2],
  [2, 3],
] as const;

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

const samples: number[] = [];
await withBenchPage(async (page, baseUrl) => {
  await markFirstFrame(page);
  await page.goto(`${baseUrl}${SHOW}/1/1`);
  await waitForMark(page, FIRST_FRAME_TIMEOUT_MS);

  for (let run = 0; run < RUNS; run++) {
    const [season, episode] = EPISODES[(run + 1) % EPISODES.length]!;
    await openSeason(page, season);
    const card = page.getByTestId(`episode-${season}-${episode}`);
    await card.waitFor();
    await timeNextClick(page);
    await card.click();
    const ms = await msFromClickToMark(page, FIRST_FRAME_TIMEOUT_MS);
    if (new URL(page.url()).pathname !== `${SHOW}/${season}/${episode}`) {
      throw new Error(`run ${run + 1}: expected S${season}E${episode}, at ${page.url()}`);
    }
    samples.push(ms);
  }
});
const ok = reportSwitch('Episode switch → first frame', samples, BUDGET_MS);
process.exit(ok ? 0 : 1);
