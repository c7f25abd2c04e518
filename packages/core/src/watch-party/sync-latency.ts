import { WATCH_PARTY_SEEK_SETTLE_MS } from '../constants.ts';

/**
 * What a guest learns about its own media while it follows: how long a seek takes (so a sync seek
 * lands that far ahead of the host and is ready when the host gets there) and how long a play
 * takes to start (so the play is asked for that much early). Each starts from a cautious guess and
 * moves a part of the way towards what was measured, so one odd reading does little harm.
 */

export const INITIAL_SEEK_DURATION_S = 0.3;
/** Browsers take most of a tenth of a second to start a paused video's clock. */
export const INITIAL_PLAY_LATENCY_S = 0.08;
const MAX_SEEK_DURATION_S = 5;
const MAX_PLAY_LATENCY_S = 0.3;
/** A residual offset larger than this after a sync says nothing about the play's latency. */
const MAX_LATENCY_EVIDENCE_S = 0.3;
const LEARNING_RATE = 0.4;
/** What a lead keeps beyond the seek itself (or the settle), so the guest is never late for it. */
const LEAD_MARGIN_S = 0.1;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Pure: the typical seek duration after one more measurement (s). */
export function learnSeekDuration(previous: number, measured: number): number {
  if (!Number.isFinite(measured) || measured < 0) return previous;
  const next = previous + LEARNING_RATE * (Math.min(measured, MAX_SEEK_DURATION_S) - previous);
  return clamp(next, 0, MAX_SEEK_DURATION_S);
}

/**
 * Pure: how far ahead of a playing host a sync seek lands: half as long again as a seek takes,
 * and more than the settling time a seek is given before playing, each with a margin.
 */
export function seekLeadFor(seekDuration: number): number {
  return Math.max(
    WATCH_PARTY_SEEK_SETTLE_MS / 1000 + LEAD_MARGIN_S,
    seekDuration * 1.5 + LEAD_MARGIN_S,
  );
}

/**
 * Pure: the play latency after a sync whose play left the guest `residualDrift` off the host
 * (s, positive ahead): a guest behind asked too late, so it asks earlier next time.
 */
export function learnPlayLatency(previous: number, residualDrift: number): number {
  if (!Number.isFinite(residualDrift) || Math.abs(residualDrift) > MAX_LATENCY_EVIDENCE_S) {
    return previous;
  }
  return clamp(previous - LEARNING_RATE * residualDrift, 0, MAX_PLAY_LATENCY_S);
}
