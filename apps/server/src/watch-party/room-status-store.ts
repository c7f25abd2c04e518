/** What a player last reported in a room (document 002, "Room user entry"). */
export interface RoomStatusEntry {
  userId: string;
  roomCode: string;
  isHost: boolean;
  content: Record<string, unknown>;
  player: Record<string, unknown>;
  timestamp: number;
}

export interface RoomStatus {
  roomCode: string;
  users: Record<string, RoomStatusEntry[]>;
}

/**
 * A member sends every 10 s (the host every second); a member silent for a minute has left.
 * Only the newest entries of each member are kept, as the player keeps a short history too.
 */
export const STATUS_TTL_MS = 60 * 1000;
export const ENTRIES_PER_USER = 5;

/** Room state, in process for one instance or in Redis when several share the rooms. */
export interface RoomStatusStore {
  record(entry: RoomStatusEntry): Promise<void>;
  room(roomCode: string, now: number): Promise<RoomStatus>;
  close(): Promise<void>;
}

/** Groups live entries by member, oldest first, keeping the newest few of each. */
export function groupLiveEntries(
  roomCode: string,
  entries: RoomStatusEntry[],
  now: number,
): RoomStatus {
  const users: Record<string, RoomStatusEntry[]> = {};
  const live = entries
    .filter((e) => e.timestamp > now - STATUS_TTL_MS)
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const entry of live) {
    const list = (users[entry.userId] ??= []);
    list.push(entry);
    if (list.length > ENTRIES_PER_USER) list.shift();
  }
  return { roomCode, users };
}
