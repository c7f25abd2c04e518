/** How long playback may go without new data while it should be advancing. */
export const STALL_TIMEOUT_MS = 10_000;

export type StallWatchdog = {
  /**
   * Whether playback should be advancing now. Becoming active starts a fresh wait; becoming
   * inactive (paused, ended, seeking by hand) stops it.
   */
  setActive(active: boolean): void;
  /** New data arrived (the time moved, more was buffered): the wait starts over. */
  sawData(): void;
  /** A new stream started: the wait starts over, even after a stall was reported. */
  restart(): void;
  stop(): void;
};

export type StallWatchdogOptions = {
  onStall: () => void;
  timeoutMs?: number;
};

/**
 * Reports a stream that hangs: no new data for `timeoutMs` while it should be playing. It reports
 * once, then waits for `restart` (a new stream), `sawData` or a new `setActive(true)`.
 */
export function createStallWatchdog({
  onStall,
  timeoutMs = STALL_TIMEOUT_MS,
}: StallWatchdogOptions): StallWatchdog {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let active = false;
  let stopped = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    clear();
    if (!active || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      onStall();
    }, timeoutMs);
  };

  return {
    setActive(next) {
      if (next === active) return;
      active = next;
      arm();
    },
    sawData() {
      if (active) arm();
    },
    restart: arm,
    stop() {
      stopped = true;
      clear();
    },
  };
}
