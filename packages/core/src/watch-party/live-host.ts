// Apart from the party's rules, which only the player uses: the web app's first paint reads this
// (the top bar's join entry names the room's host), and a module the first paint reads comes down
// whole.
import type { RoomEntry } from '../api/watch-party.ts';

/** A host that has not reported for this long has gone (the server holds the same rule). */
export const HOST_SILENT_MS = 10_000;

/**
 * Pure: the host's entry, if the room has a live host: the server's named host when it names one,
 * else (older servers) the newest entry that says it hosts. A host silent for 10 s is gone.
 */
export function liveHostEntry(
  entries: readonly RoomEntry[],
  hostId: string | null | undefined,
  serverNow: number,
): RoomEntry | null {
  const candidates =
    hostId === undefined
      ? entries.filter((entry) => entry.isHost)
      : entries.filter((entry) => entry.userId === hostId);
  const newest = candidates.reduce<RoomEntry | null>(
    (best, entry) => (!best || entry.timestamp > best.timestamp ? entry : best),
    null,
  );
  return newest && serverNow - newest.timestamp < HOST_SILENT_MS ? newest : null;
}
