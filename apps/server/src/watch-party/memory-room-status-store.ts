import {
  ENTRIES_PER_USER,
  groupLiveEntries,
  STATUS_TTL_MS,
  type RoomStatus,
  type RoomStatusEntry,
  type RoomStatusStore,
} from './room-status-store.ts';

export class MemoryRoomStatusStore implements RoomStatusStore {
  private readonly rooms = new Map<string, Map<string, RoomStatusEntry[]>>();

  record(entry: RoomStatusEntry): Promise<void> {
    let room = this.rooms.get(entry.roomCode);
    if (!room) {
      room = new Map();
      this.rooms.set(entry.roomCode, room);
    }
    const list = room.get(entry.userId) ?? [];
    list.push(entry);
    room.set(entry.userId, list.slice(-ENTRIES_PER_USER));
    this.prune(entry.timestamp);
    return Promise.resolve();
  }

  room(roomCode: string, now: number): Promise<RoomStatus> {
    const entries = [...(this.rooms.get(roomCode)?.values() ?? [])].flat();
    return Promise.resolve(groupLiveEntries(roomCode, entries, now));
  }

  close(): Promise<void> {
    this.rooms.clear();
    return Promise.resolve();
  }

  /** Drops members and rooms that went silent, so abandoned rooms do not pile up. */
  private prune(now: number): void {
    for (const [code, room] of this.rooms) {
      for (const [userId, list] of room) {
        if (list.at(-1)!.timestamp <= now - STATUS_TTL_MS) room.delete(userId);
      }
      if (room.size === 0) this.rooms.delete(code);
    }
  }
}
