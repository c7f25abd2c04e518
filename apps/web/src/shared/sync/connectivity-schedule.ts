/** One tick every 5 s; while online only every 10th tick checks (about 50 s). */
export const CONNECTIVITY_TICK_MS = 5000;
export const ONLINE_CHECK_EVERY_TICKS = 10;

/** Pure: whether tick number `tick` (counting from 1) should ping, given the current state. */
export function shouldCheckOnTick(tick: number, isOnline: boolean): boolean {
  if (!isOnline) return true;
  return tick % ONLINE_CHECK_EVERY_TICKS === 0;
}

/** Abort errors mean we gave up on the request ourselves; they say nothing about the network. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}
