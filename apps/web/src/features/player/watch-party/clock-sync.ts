import { createClockOffsetEstimator, type ClockOffsetEstimator } from '@screenroom/core';
import { BackendError } from '../../../shared/clients/backend.ts';

/** Pings sent back to back when a channel comes up, so the estimate is good from the start. */
export const CLOCK_BURST = 5;
export const CLOCK_BURST_GAP_MS = 100;
/** While polling, the clock route is asked this often (room fetches and status posts add samples). */
export const HTTP_CLOCK_MS = 10_000;

export type ClockSync = {
  readonly estimator: ClockOffsetEstimator;
  /** The server's clock now (ms). */
  serverNow(): number;
  /** One round trip: sent and received on this device's clock, stamped by the server between. */
  addSample(sentAt: number, serverTime: number, receivedAt: number): void;
  /** A burst of pings on the push channel that just came up. */
  burstOverPush(ping: (clientTime: number) => boolean): void;
  /** The clock route, a few times now and then now and again, while the push channel is down. */
  startHttp(): void;
  stopHttp(): void;
  stop(): void;
};

/**
 * Keeps this member's estimate of the server's clock: pings over the push channel (answered with
 * pong at once), else the clock route. The channel's own ping every second keeps it fresh; the
 * estimator keeps the best of the newest eight.
 */
export function createClockSync({
  fetchClock,
  now = Date.now,
}: {
  fetchClock: () => Promise<number>;
  now?: () => number;
}): ClockSync {
  const estimator = createClockOffsetEstimator();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let httpTimer: ReturnType<typeof setInterval> | undefined;
  let httpMissing = false;
  let stopped = false;

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };

  async function sampleOverHttp() {
    if (httpMissing || stopped) return;
    const sentAt = now();
    try {
      const serverTime = await fetchClock();
      estimator.add({ sentAt, serverTime, receivedAt: now() });
    } catch (error) {
      // An older server has no clock route; its room fetches and status answers still stamp time.
      if (error instanceof BackendError && error.status === 404) httpMissing = true;
    }
  }

  return {
    estimator,
    serverNow: () => estimator.serverNow(now()),
    addSample(sentAt, serverTime, receivedAt) {
      estimator.add({ sentAt, serverTime, receivedAt });
    },
    burstOverPush(ping) {
      for (let i = 0; i < CLOCK_BURST; i++) later(() => ping(now()), i * CLOCK_BURST_GAP_MS);
    },
    startHttp() {
      if (httpTimer !== undefined || stopped) return;
      httpTimer = setInterval(() => void sampleOverHttp(), HTTP_CLOCK_MS);
      // A few samples in a row, each after the last answered, while the push stays down.
      void (async () => {
        for (let i = 0; i < 3 && httpTimer !== undefined; i++) await sampleOverHttp();
      })();
    },
    stopHttp() {
      clearInterval(httpTimer);
      httpTimer = undefined;
    },
    stop() {
      stopped = true;
      clearInterval(httpTimer);
      httpTimer = undefined;
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
