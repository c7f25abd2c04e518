import fs from 'node:fs';
import type { MediaRoot } from './media-path.ts';

/** The timer functions the scheduler uses; tests pass fake ones. */
export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const systemTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => Date.now(),
};

export interface RescanSchedulerOptions {
  /** A scan starts once the folders have been quiet this long ... */
  quietMs: number;
  /** ... or this long after the first change, however busy they stay (a long copy). */
  maxWaitMs: number;
  timers?: SchedulerTimers;
}

/**
 * Turns bursts of file events into few scans: one per quiet spell, never two at once, and a
 * change seen while a scan runs gets a scan of its own after it, so nothing is missed.
 */
export class RescanScheduler {
  private timer: unknown = undefined;
  private firstChangeAt: number | undefined;
  private running = false;
  private changedWhileRunning = false;
  private closed = false;
  private readonly timers: SchedulerTimers;

  constructor(
    private readonly scan: () => Promise<unknown>,
    private readonly options: RescanSchedulerOptions,
  ) {
    this.timers = options.timers ?? systemTimers;
  }

  /** Something in a media folder changed. */
  changed(): void {
    if (this.closed) return;
    if (this.running) {
      this.changedWhileRunning = true;
      return;
    }
    const now = this.timers.now();
    this.firstChangeAt ??= now;
    const deadline = this.firstChangeAt + this.options.maxWaitMs;
    const wait = Math.max(0, Math.min(this.options.quietMs, deadline - now));
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => void this.fire(), wait);
  }

  private async fire(): Promise<void> {
    this.timer = undefined;
    this.firstChangeAt = undefined;
    this.running = true;
    try {
      await this.scan();
    } catch {
      // The scan reports its own failure; the next change or interval tries again.
    } finally {
      this.running = false;
    }
    if (this.changedWhileRunning) {
      this.changedWhileRunning = false;
      this.changed();
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Watches every media root, sub-folders included, and calls `onChange` for any event in them. A
 * root that cannot be watched (missing, or too many folders for the system's watch limit) is
 * reported and left to the periodic rescan.
 */
export function watchMediaRoots(
  roots: readonly MediaRoot[],
  onChange: () => void,
  warn: (message: string) => void,
): () => void {
  const watchers: fs.FSWatcher[] = [];
  for (const root of roots) {
    try {
      const watcher = fs.watch(root.dir, { recursive: true, persistent: false }, () => onChange());
      watcher.on('error', (error) => {
        warn(`Stopped watching ${root.dir} (${error.message}); the periodic rescan still runs`);
        watcher.close();
      });
      watchers.push(watcher);
    } catch (error) {
      warn(
        `Cannot watch ${root.dir} (${error instanceof Error ? error.message : String(error)}); ` +
          'new files there are found by the periodic rescan',
      );
    }
  }
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}
