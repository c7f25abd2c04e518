import type { Page } from 'playwright-core';
import {
  markFirstCue,
  msFromClickToMark,
  reportSwitch,
  timeNextClick,
  withBenchPage,
} from './switch-timing.ts';

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

const samples: number[] = [];
await withBenchPage(async (page, baseUrl) => {
  await markFirstCue(page);
  await page.goto(`${baseUrl}${SINTEL}`);
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
    await timeNextClick(page);
    await menu.getByRole('radio', { name: language, exact: true }).click();
    samples.push(await msFromClickToMark(page, 10_000));
  }
});
const ok = reportSwitch('Caption switch → first cue drawn', samples, BUDGET_MS);
process.exit(ok ? 0 : 1);
