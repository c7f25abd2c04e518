import { waitOrAbort } from './wait-or-abort.ts';

/**
 * What this tab is sending to the server right now. The regular drain, a send made while the
 * page is being hidden, a logout and an account deletion all consult it, so two sends never
 * carry changes to the same title at once (their answers could arrive in either order) and
 * nothing goes out after the account it belongs to is gone.
 */

export type QueueName = 'bookmarks' | 'progress';

export interface SendRun {
  /** Set when the run should stop after the request it is making now. */
  readonly stop: AbortSignal;
  /** Set when even the request on the wire should be given up. */
  readonly abort: AbortSignal;
  /** The run is over; call it whatever happened. */
  end: () => void;
}

interface RunControl {
  stop: AbortController;
  abort: AbortController;
}

const runs = new Set<RunControl>();

/** Registers a drain so that `stopSendRuns` and `abortSendRuns` reach it. */
export function startSendRun(): SendRun {
  const control: RunControl = { stop: new AbortController(), abort: new AbortController() };
  runs.add(control);
  return {
    stop: control.stop.signal,
    abort: control.abort.signal,
    end: () => runs.delete(control),
  };
}

/** Every running drain stops after the request it is making; that request still completes. */
export function stopSendRuns(): void {
  for (const run of runs) run.stop.abort();
}

/** Every running drain gives up at once, the request on the wire included. */
export function abortSendRuns(): void {
  for (const run of runs) {
    run.stop.abort();
    run.abort.abort();
  }
}

const drainSending: Record<QueueName, string | null> = { bookmarks: null, progress: null };

/** The drain is sending a change of `tmdbId` from `queue` (null once it has the answer). */
export function markDrainSending(queue: QueueName, tmdbId: string | null): void {
  drainSending[queue] = tmdbId;
}

export interface KeepaliveBatch {
  /** The titles each queue has in the batch. */
  titles: Record<QueueName, ReadonlySet<string>>;
  /** Whether the batch carries settings. */
  settings: boolean;
  /** The bytes of all its request bodies, which count against the browser's keepalive cap. */
  bytes: number;
  /** Settles once every request of the batch has its answer (or failed). */
  settled: Promise<void>;
}

const keepalives = new Set<KeepaliveBatch>();
let keepaliveGeneration = 0;

/** Tracks a batch sent while the page was being hidden until all its answers are in. */
export function trackKeepalive(batch: KeepaliveBatch): void {
  keepalives.add(batch);
  void batch.settled.finally(() => {
    keepalives.delete(batch);
    keepaliveGeneration += 1;
  });
}

/** Grows each time a batch settles; a drain that sees it change rereads what is still queued. */
export function keepaliveBatchesSettled(): number {
  return keepaliveGeneration;
}

export function keepaliveBytesInFlight(): number {
  let bytes = 0;
  for (const batch of keepalives) bytes += batch.bytes;
  return bytes;
}

export function keepaliveSettingsInFlight(): boolean {
  return [...keepalives].some((batch) => batch.settings);
}

/** The titles of `queue` some request of this tab is carrying right now. */
export function titlesOnTheWire(queue: QueueName): Set<string> {
  const titles = new Set<string>();
  const draining = drainSending[queue];
  if (draining !== null) titles.add(draining);
  for (const batch of keepalives) for (const title of batch.titles[queue]) titles.add(title);
  return titles;
}

/**
 * Resolves once no batch sent on page hide is waiting for its answers; rejects with an
 * AbortError when `signal` is aborted first.
 */
export async function keepaliveSettled(signal?: AbortSignal): Promise<void> {
  while (keepalives.size > 0) {
    await waitOrAbort(Promise.all([...keepalives].map((batch) => batch.settled)), signal);
  }
}

/**
 * As keepaliveSettled, but gives up after `timeoutMs` and resolves false: an answer that never
 * comes must not hold up the sync loop for good.
 */
export async function keepaliveSettledWithin(timeoutMs: number): Promise<boolean> {
  if (keepalives.size === 0) return true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await keepaliveSettled(controller.signal);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
