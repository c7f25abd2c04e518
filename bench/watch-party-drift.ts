import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import {
  clockOffset,
  lastInputAt,
  localNow,
  onLocalClock,
  readPlayback,
  recordPlayback,
  type ClockOffset,
  type PlaybackRecord,
} from '../e2e/playback-sampler.ts';
import { watchPartyFilm } from '../e2e/watch-party-media.ts';
import {
  hostParty,
  showControls,
  waitUntilFollowing,
  waitUntilPlaying,
} from '../e2e/watch-party-page.ts';
import { startPartyServers } from '../e2e/watch-party-servers.ts';
import { inWindow, offsets, playbackChanges, recoveryTime } from './playback-offset.ts';
import { percentile, report } from './stats.ts';

/**
 * Watch party drift: a host and a guest, each in its own Chromium, on one server over loopback,
 * play the odd-shaped film of e2e/watch-party-media.ts (23.976 fps, a keyframe every 5 s) for about
 * a minute while the host pauses, plays and seeks by key and by the seek bar. Both pages read their
 * video every 50 ms on one clock; the guest's offset from the host is measured at every reading.
 * Steady state leaves out the second after each change of the host's playback (play, pause, seek,
 * stall); after each host seek the time until the guest is back within 100 ms (and stays there
 * for half a second) is measured. Run after `npm run build -w apps/web` (WEB_DIST picks another build).
 */

const STEADY_P95_BUDGET_MS = 100;
const SEEK_RECOVERY_BUDGET_MS = 1000;
const QUIET_AFTER_CHANGE_MS = 1000;
const IN_SYNC_S = 0.1;
const HOLD_MS = 500;

type Action = {
  /** Seconds after the script starts. */
  at: number;
  label: string;
  seek: boolean;
  run(page: Page): Promise<void>;
};

const press = (key: string) => (page: Page) => page.keyboard.press(key);

/** A click on the seek bar `seconds` away from where the host is. */
const seekBarJump = (seconds: number) => async (page: Page) => {
  const { time, duration } = await page
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, duration: v.duration }));
  await showControls(page);
  const bar = page.getByTestId('seek-bar');
  const box = await bar.boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  const target = Math.min(duration - 20, Math.max(0, time + seconds));
  await page.mouse.click(box.x + (box.width * target) / duration, box.y + box.height / 2);
  // Away from the bar, so its preview and the controls give way again.
  await page.mouse.move(400, 200);
};

/** The host's script: every kind of change, at least 5 s apart so each recovery can be seen. */
const script: Action[] = [
  { at: 10, label: 'pause (k)', seek: false, run: press('k') },
  { at: 13, label: 'play (k)', seek: false, run: press('k') },
  { at: 19, label: 'seek +10 s (l)', seek: true, run: press('l') },
  { at: 25, label: 'seek −10 s (j)', seek: true, run: press('j') },
  { at: 31, label: 'seek +20 s (seek bar)', seek: true, run: seekBarJump(20) },
  { at: 37, label: 'pause (k)', seek: false, run: press('k') },
  { at: 40, label: 'seek +10 s paused (l)', seek: true, run: press('l') },
  { at: 43, label: 'play (k)', seek: false, run: press('k') },
  { at: 49, label: 'seek −5 s (←)', seek: true, run: press('ArrowLeft') },
  { at: 55, label: 'seek +5 s (→)', seek: true, run: press('ArrowRight') },
];
const SCRIPT_END_S = 62;

async function until(localTime: number): Promise<void> {
  const wait = localTime - localNow();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The page's record on this process's clock, the offset taken as the mean of two calibrations. */
function onOneClock(record: PlaybackRecord, before: ClockOffset, after: ClockOffset) {
  return onLocalClock(record, {
    toLocal: (before.toLocal + after.toLocal) / 2,
    uncertainty: Math.max(before.uncertainty, after.uncertainty),
  });
}

const ms = (seconds: number) => seconds * 1000;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

const servers = await startPartyServers(1);
const baseUrl = servers.baseUrls[0]!;
const hostBrowser = await launchBrowser();
const guestBrowser = await launchBrowser();
let ok = true;
try {
  const host = await (
    await hostBrowser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  const guest = await (
    await guestBrowser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  for (const page of [host, guest]) {
    page.setDefaultTimeout(20_000);
    await recordPlayback(page);
  }
  await host.goto(baseUrl + watchPartyFilm.route);
  await waitUntilPlaying(host);
  const code = await hostParty(host);
  await guest.goto(`${baseUrl}${watchPartyFilm.route}?watchparty=${code}`);
  await waitUntilPlaying(guest);
  await waitUntilFollowing(host, guest, 0.5, 20_000);

  const hostClockBefore = await clockOffset(host);
  const guestClockBefore = await clockOffset(guest);
  const start = localNow();
  const actions: { label: string; seek: boolean; at: number; until: number }[] = [];
  for (const [i, action] of script.entries()) {
    await until(start + ms(action.at));
    const before = await lastInputAt(host);
    await action.run(host);
    const inputAt = await lastInputAt(host);
    if (inputAt === null || inputAt === before)
      throw new Error(`no input seen for ${action.label}`);
    actions.push({
      label: action.label,
      seek: action.seek,
      at: inputAt + hostClockBefore.toLocal,
      until: start + ms(script[i + 1]?.at ?? SCRIPT_END_S),
    });
  }
  await until(start + ms(SCRIPT_END_S));
  const hostRecord = onOneClock(await readPlayback(host), hostClockBefore, await clockOffset(host));
  const guestRecord = onOneClock(
    await readPlayback(guest),
    guestClockBefore,
    await clockOffset(guest),
  );
  // Only the scripted minute: the join and its first resync are not steady state.
  const hostSamples = hostRecord.samples.filter((s) => s.at >= start - 1000);
  const guestSamples = guestRecord.samples.filter((s) => s.at >= start);

  const changes = [...playbackChanges(hostSamples), ...actions.map((a) => a.at)];
  const all = offsets(hostSamples, guestSamples);
  const steady = all.filter(
    (o) => o.leaderPlaying && !o.followerSeeking && !inWindow(o.at, changes, QUIET_AFTER_CHANGE_MS),
  );
  const steadyAbs = steady.map((o) => Math.abs(ms(o.offset)));
  const steadySigned = steady.map((o) => ms(o.offset));
  const pausedBoth = all.filter(
    (o) => !o.leaderPlaying && o.followerPaused && !inWindow(o.at, changes, QUIET_AFTER_CHANGE_MS),
  );
  const guestPausedWhileHostPlays = steady.filter((o) => o.followerPaused).length;
  const guestSeeksInSteadyState = all.filter(
    (o) => o.leaderPlaying && o.followerSeeking && !inWindow(o.at, changes, QUIET_AFTER_CHANGE_MS),
  ).length;

  console.log(
    '\nWatch party drift: guest minus host, one clock (Chromium × 2, loopback, one server)',
  );
  console.log(`film: ${watchPartyFilm.title} test film, 24000/1001 fps, keyframe every 5 s, MP4`);
  console.log(
    `clock ties: host ${hostClockBefore.toLocal.toFixed(2)} ms ±${hostClockBefore.uncertainty.toFixed(2)}, ` +
      `guest ${guestClockBefore.toLocal.toFixed(2)} ms ±${guestClockBefore.uncertainty.toFixed(2)}`,
  );
  console.log(
    `readings: host ${hostSamples.length}, guest ${guestSamples.length}; steady state ${steady.length} ` +
      `(guest paused while host played: ${guestPausedWhileHostPlays}; guest seeking: ${guestSeeksInSteadyState} left out)`,
  );
  console.log('\nSteady state (host playing, > 1 s after any host change), |guest − host|:');
  report('  p50', percentile(steadyAbs, 50), 'ms');
  ok = report('  p95', percentile(steadyAbs, 95), 'ms', { max: STEADY_P95_BUDGET_MS }) && ok;
  report('  p99', percentile(steadyAbs, 99), 'ms');
  report('  max', Math.max(...steadyAbs), 'ms');
  report('  signed median (guest ahead > 0)', percentile(steadySigned, 50), 'ms');
  if (pausedBoth.length > 0) {
    const pausedAbs = pausedBoth.map((o) => Math.abs(ms(o.offset)));
    report('  both paused, max |offset|', Math.max(...pausedAbs), 'ms');
  }
  if (steady.length < 200) {
    console.log(`  too few steady readings (${steady.length} < 200): the figures mean little`);
    ok = false;
  }

  console.log(
    `\nHost actions: time until the guest is within ${ms(IN_SYNC_S)} ms for ${HOLD_MS} ms`,
  );
  console.log(
    `  ${pad('#', 3)}${pad('at', 8)}${pad('action', 26)}${padStart('recovery', 12)}  budget`,
  );
  for (const [i, action] of actions.entries()) {
    const recovery = recoveryTime(hostSamples, guestSamples, action.at, {
      withinS: IN_SYNC_S,
      holdMs: HOLD_MS,
      until: action.until,
    });
    const met = recovery !== null && recovery <= SEEK_RECOVERY_BUDGET_MS;
    if (action.seek && !met) ok = false;
    const budget = action.seek
      ? `≤ ${SEEK_RECOVERY_BUDGET_MS} ms: ${met ? 'met' : 'MISSED'}`
      : '(not budgeted)';
    console.log(
      `  ${pad(String(i + 1), 3)}${pad(`${((action.at - start) / 1000).toFixed(1)} s`, 8)}${pad(action.label, 26)}` +
        `${padStart(recovery === null ? 'never' : `${recovery.toFixed(0)} ms`, 12)}  ${budget}`,
    );
  }
  console.log(`\n${ok ? 'All budgets met.' : 'Budgets MISSED.'}`);
} finally {
  await hostBrowser.close();
  await guestBrowser.close();
  await servers.stop();
}
process.exit(ok ? 0 : 1);
