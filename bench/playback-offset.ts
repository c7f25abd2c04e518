import type { PlaybackSample } from '../e2e/playback-sampler.ts';

/**
 * How far one page's video is from another's, from the readings of e2e/playback-sampler.ts with
 * both on one clock. The leader's position between two readings is interpolated; across a seek
 * (a jump between two readings) it is carried from the nearer reading, so a jump is never smeared
 * over the 50 ms between them.
 */

/** Movement between two readings beyond elapsed time plus this (or backwards) is a jump. */
const JUMP_TOLERANCE_S = 0.15;
/** Readings further apart than this leave a hole: the page was busy, its position is unknown. */
const MAX_GAP_MS = 400;

function advancing(s: PlaybackSample): boolean {
  return !s.paused && !s.seeking;
}

function isJump(a: PlaybackSample, b: PlaybackSample): boolean {
  const moved = b.time - a.time;
  return moved < -0.05 || moved > (b.at - a.at) / 1000 + JUMP_TOLERANCE_S;
}

/** Index of the last reading at or before `at`; -1 when `at` comes first. */
function readingBefore(samples: PlaybackSample[], at: number): number {
  let lo = -1;
  let hi = samples.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (samples[mid]!.at <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The video's position at `at` (seconds), or null outside the readings or in a hole. */
export function positionAt(samples: PlaybackSample[], at: number): number | null {
  const i = readingBefore(samples, at);
  if (i < 0) return null;
  const a = samples[i]!;
  const b = samples[i + 1];
  const forward = a.time + (advancing(a) ? (at - a.at) / 1000 : 0);
  if (!b) return at - a.at <= MAX_GAP_MS ? forward : null;
  if (b.at - a.at > MAX_GAP_MS) return null;
  if (!isJump(a, b)) return a.time + (b.time - a.time) * ((at - a.at) / (b.at - a.at));
  const backward = b.time - (advancing(b) ? (b.at - at) / 1000 : 0);
  return at - a.at <= b.at - at ? forward : backward;
}

function stalled(s: PlaybackSample): boolean {
  // HAVE_FUTURE_DATA: below it a playing video waits for data.
  return advancing(s) && s.readyState < 3;
}

/**
 * When the leader's playback changed in a way a follower cannot foresee: play or pause, a seek
 * starting or ending, a jump, a stall starting or ending. Each is the time of the last reading
 * before the change, so a window from it covers the change itself.
 */
export function playbackChanges(samples: PlaybackSample[]): number[] {
  const changes: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (
      a.paused !== b.paused ||
      a.seeking !== b.seeking ||
      stalled(a) !== stalled(b) ||
      isJump(a, b)
    ) {
      changes.push(a.at);
    }
  }
  return changes;
}

export type Offset = {
  at: number;
  /** Follower minus leader, seconds: positive when the follower is ahead. */
  offset: number;
  leaderPlaying: boolean;
  followerPaused: boolean;
  followerSeeking: boolean;
};

/** The follower's offset at each of its readings the leader's readings cover. */
export function offsets(leader: PlaybackSample[], follower: PlaybackSample[]): Offset[] {
  const result: Offset[] = [];
  for (const s of follower) {
    const position = positionAt(leader, s.at);
    if (position === null) continue;
    const i = readingBefore(leader, s.at);
    result.push({
      at: s.at,
      offset: s.time - position,
      leaderPlaying: advancing(leader[i]!),
      followerPaused: s.paused,
      followerSeeking: s.seeking,
    });
  }
  return result;
}

/** Whether `at` falls in the `quietMs` after any of `changes` (or the reading just before it). */
export function inWindow(at: number, changes: readonly number[], quietMs: number): boolean {
  return changes.some((c) => at >= c && at <= c + quietMs);
}

export type RecoveryOptions = {
  /** Back in sync means within this many seconds of the leader... */
  withinS: number;
  /** ...and staying there, not seeking, for this long. */
  holdMs: number;
  /** Give up at this time (the leader's next action): the follower never recovered. */
  until: number;
};

/**
 * Milliseconds from the leader's action at `actionAt` until the follower is back in sync for good,
 * or null when it is not before `options.until`. The search starts at the leader's own change after
 * the action: before the leader has moved, the follower is still in step with the old position.
 */
export function recoveryTime(
  leader: PlaybackSample[],
  follower: PlaybackSample[],
  actionAt: number,
  options: RecoveryOptions,
): number | null {
  const leaderMoved = playbackChanges(leader).find((c) => c >= actionAt - 60);
  if (leaderMoved === undefined || leaderMoved >= options.until) return null;
  const candidates = offsets(leader, follower).filter(
    (o) => o.at > leaderMoved && o.at < options.until,
  );
  const inSync = (o: Offset) => !o.followerSeeking && Math.abs(o.offset) <= options.withinS;
  for (let i = 0; i < candidates.length; i++) {
    const start = candidates[i]!;
    if (!inSync(start)) continue;
    let held = true;
    let reached = start.at;
    for (
      let j = i + 1;
      j < candidates.length && candidates[j]!.at <= start.at + options.holdMs;
      j++
    ) {
      if (!inSync(candidates[j]!)) {
        held = false;
        break;
      }
      reached = candidates[j]!.at;
    }
    // A hold cut short by the end of the readings does not count as holding.
    if (held && reached >= start.at + options.holdMs - 100) return start.at - actionAt;
  }
  return null;
}
