import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';

/** One reading of a page's video, stamped on that page's wall clock (ms since the epoch). */
export type PlaybackSample = {
  at: number;
  /** The video's currentTime in seconds. */
  time: number;
  paused: boolean;
  seeking: boolean;
  readyState: number;
};

/** A key press or pointer press in the page, stamped when the browser received it. */
export type PageInput = { at: number; type: string; key: string };

export type PlaybackRecord = { samples: PlaybackSample[]; inputs: PageInput[] };

type SamplerWindow = Window & { __playback?: PlaybackRecord };

/** How often the page reads its video. */
export const SAMPLE_INTERVAL_MS = 50;

/**
 * From the next navigation on, the page reads its video every 50 ms (whichever `<video>` is on
 * the page at that moment, so a new element after an episode switch is followed too) and stamps
 * every key and pointer press. Stamps are `performance.timeOrigin + now`: one wall clock for every
 * page on the machine, which `clockOffset` then ties to this process's clock.
 */
export async function recordPlayback(page: Page): Promise<void> {
  // No named local functions in here: tsx wraps them in a `__name` helper the page lacks.
  await page.addInitScript((intervalMs) => {
    const w = window as unknown as SamplerWindow;
    const record: PlaybackRecord = { samples: [], inputs: [] };
    w.__playback = record;
    setInterval(() => {
      const video = document.querySelector('video');
      if (!video) return;
      record.samples.push({
        at: performance.timeOrigin + performance.now(),
        time: video.currentTime,
        paused: video.paused,
        seeking: video.seeking,
        readyState: video.readyState,
      });
    }, intervalMs);
    for (const type of ['keydown', 'pointerdown']) {
      addEventListener(
        type,
        (event) => {
          record.inputs.push({
            at: performance.timeOrigin + event.timeStamp,
            type: event.type,
            key: event instanceof KeyboardEvent ? event.key : '',
          });
        },
        { capture: true },
      );
    }
  }, SAMPLE_INTERVAL_MS);
}

/** Everything the page recorded since it loaded. */
export async function readPlayback(page: Page): Promise<PlaybackRecord> {
  return page.evaluate(() => {
    const record = (window as unknown as SamplerWindow).__playback;
    if (!record) throw new Error('recordPlayback was not installed before this page loaded');
    return record;
  });
}

/** The page's newest input stamp, or null when it has none yet. */
export async function lastInputAt(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const inputs = (window as unknown as SamplerWindow).__playback?.inputs ?? [];
    return inputs.length > 0 ? inputs[inputs.length - 1]!.at : null;
  });
}

export type ClockOffset = {
  /** Add to a page stamp to get this process's clock (ms). */
  toLocal: number;
  /** Half the shortest round trip: the offset is right within this many ms. */
  uncertainty: number;
};

/** This process's clock as the pages read theirs (epoch ms with sub-millisecond steps). */
export function localNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * How far the page's clock is from this process's: the page's reading against the midpoint of
 * the call, keeping the shortest of `rounds` round trips (the one least disturbed by scheduling).
 */
export async function clockOffset(page: Page, rounds = 20): Promise<ClockOffset> {
  let best = { rtt: Number.POSITIVE_INFINITY, toLocal: 0 };
  for (let i = 0; i < rounds; i++) {
    const before = localNow();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = localNow();
    if (after - before < best.rtt) {
      best = { rtt: after - before, toLocal: (before + after) / 2 - pageNow };
    }
  }
  return { toLocal: best.toLocal, uncertainty: best.rtt / 2 };
}

/** The record with every stamp moved onto this process's clock. */
export function onLocalClock(record: PlaybackRecord, offset: ClockOffset): PlaybackRecord {
  return {
    samples: record.samples.map((s) => ({ ...s, at: s.at + offset.toLocal })),
    inputs: record.inputs.map((i) => ({ ...i, at: i.at + offset.toLocal })),
  };
}
