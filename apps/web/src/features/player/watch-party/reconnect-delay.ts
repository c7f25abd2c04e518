/**
 * When the push channel tries again after it dropped: the first retry comes quickly (an instance
 * that stopped is usually replaced by another at once), later ones double up to a ceiling of
 * about two seconds, so a member is back within a few seconds of a restart. Each delay is drawn
 * from the upper half of its step, so members dropped together do not all come back at once.
 */
export const RECONNECT_FIRST_MS = 150;
export const RECONNECT_CAP_MS = 2000;
/** A server that never took the channel (an older one) is asked again this seldom. */
export const RECONNECT_NEVER_UP_MS = 10_000;
/** After this many failed tries without ever having had the channel, the server counts as older. */
export const NEVER_UP_ATTEMPTS = 6;

/** Pure: the wait before try `attempt` (0 for the first retry); `random` is in [0, 1). */
export function reconnectDelay(attempt: number, random: number, everUp = true): number {
  if (!everUp && attempt >= NEVER_UP_ATTEMPTS) return RECONNECT_NEVER_UP_MS;
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
  return ceiling / 2 + (random * ceiling) / 2;
}
