/**
 * The offset from this device's clock to the server's, estimated the way NTP does: the server
 * stamps a request between our send and our receipt, so its clock read about halfway through the
 * round trip. The shorter the round trip, the less room for error (at most half of it), so of the
 * newest samples the one with the shortest round trip wins.
 */

/** One round trip: our clock when we sent, the server's when it answered, ours on receipt (ms). */
export type ClockSample = { sentAt: number; serverTime: number; receivedAt: number };

/** How many of the newest samples are kept; older ones may predate a drift of either clock. */
export const CLOCK_SAMPLE_WINDOW = 8;

export type ClockEstimate = {
  /** Add to this device's clock to get the server's (ms). */
  offset: number;
  /** The round trip of the sample it comes from (ms); the offset is right within half of it. */
  roundTrip: number;
};

/** Pure: what one sample says; null for a sample that cannot be right (it ended before it began). */
export function estimateFromSample({
  sentAt,
  serverTime,
  receivedAt,
}: ClockSample): ClockEstimate | null {
  const roundTrip = receivedAt - sentAt;
  if (!Number.isFinite(roundTrip) || roundTrip < 0 || !Number.isFinite(serverTime)) return null;
  return { offset: serverTime - (sentAt + receivedAt) / 2, roundTrip };
}

/** Pure: the estimate of the sample with the shortest round trip, or null without any. */
export function bestEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = estimateFromSample(sample);
    if (estimate && (!best || estimate.roundTrip < best.roundTrip)) best = estimate;
  }
  return best;
}

export type ClockOffsetEstimator = {
  add(sample: ClockSample): void;
  /** The current estimate, or null before the first usable sample. */
  estimate(): ClockEstimate | null;
  /** The server's clock at `clientNow`; this device's own clock until a sample has come. */
  serverNow(clientNow: number): number;
  /** How many samples are held (at most the window). */
  size(): number;
  clear(): void;
};

export function createClockOffsetEstimator(window = CLOCK_SAMPLE_WINDOW): ClockOffsetEstimator {
  let samples: ClockSample[] = [];
  let current: ClockEstimate | null = null;
  return {
    add(sample) {
      if (!estimateFromSample(sample)) return;
      samples = [...samples, sample].slice(-window);
      current = bestEstimate(samples);
    },
    estimate: () => current,
    serverNow: (clientNow) => clientNow + (current?.offset ?? 0),
    size: () => samples.length,
    clear() {
      samples = [];
      current = null;
    },
  };
}
