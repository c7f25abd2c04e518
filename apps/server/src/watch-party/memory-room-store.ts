import {
  grantActive,
  grantOutcome,
  type GrantMode,
  type GrantOutcome,
  type HostGrantRecord,
} from './host-rules.ts';
import {
  ENTRIES_PER_USER,
  STATUS_TTL_MS,
  type MemberEntries,
  type RoomSnapshot,
  type RoomStore,
} from './room-store.ts';

interface StoredEntry {
  timestamp: number;
  json: string;
}

interface MemoryRoom {
  /** Each member's newest entries, oldest first. */
  members: Map<string, StoredEntry[]>;
  grant: HostGrantRecord | null;
}

/** Sweeping on every write would cost a walk over every room; every 10 s keeps memory flat. */
const SWEEP_EVERY_MS = 10_000;

/** Rooms of one instance. Everything is synchronous, so checking and taking a grant is one step. */
export class MemoryRoomStore implements RoomStore {
  private readonly rooms = new Map<string, MemoryRoom>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    onlyIfRoomExists: boolean,
  ): Promise<boolean> {
    this.sweepNow(timestamp);
    let room = this.rooms.get(roomCode);
    if (onlyIfRoomExists && !(room && this.exists(room, timestamp))) return Promise.resolve(false);
    if (!room) {
      room = { members: new Map(), grant: null };
      this.rooms.set(roomCode, room);
    }
    let list = room.members.get(userId);
    if (!list) {
      list = [];
      room.members.set(userId, list);
    }
    list.push({ timestamp, json: entry });
    if (list.length > ENTRIES_PER_USER) list.shift();
    return Promise.resolve(true);
  }

  removeMember(roomCode: string, userId: string): Promise<void> {
    this.rooms.get(roomCode)?.members.delete(userId);
    return Promise.resolve();
  }

  snapshot(roomCode: string, now: number): Promise<RoomSnapshot> {
    this.sweepNow(now);
    const room = this.rooms.get(roomCode);
    if (!room) return Promise.resolve({ members: [], grant: null });
    const cutoff = now - STATUS_TTL_MS;
    const members: MemberEntries[] = [];
    for (const [userId, list] of room.members) {
      const entries: string[] = [];
      for (const entry of list) if (entry.timestamp > cutoff) entries.push(entry.json);
      if (entries.length > 0) members.push({ userId, entries });
    }
    return Promise.resolve({ members, grant: this.activeGrant(room, now) });
  }

  grant(roomCode: string, now: number): Promise<HostGrantRecord | null> {
    const room = this.rooms.get(roomCode);
    return Promise.resolve(room ? this.activeGrant(room, now) : null);
  }

  takeGrant(grant: HostGrantRecord, mode: GrantMode, now: number): Promise<GrantOutcome> {
    this.sweepNow(now);
    const room = this.rooms.get(grant.roomCode);
    const current = room ? this.activeGrant(room, now) : null;
    const outcome = grantOutcome(mode, current, room ? this.hasLiveMember(room, now) : false, now);
    if (outcome === 'granted') {
      if (room) room.grant = { ...grant };
      else this.rooms.set(grant.roomCode, { members: new Map(), grant: { ...grant } });
    }
    return Promise.resolve(outcome);
  }

  hostReported(roomCode: string, keyHash: string, userId: string, now: number): Promise<boolean> {
    const grant = this.rooms.get(roomCode)?.grant;
    if (!grant || grant.keyHash !== keyHash) return Promise.resolve(false);
    grant.seenAt = now;
    grant.leftAt = null;
    grant.userId = userId;
    return Promise.resolve(true);
  }

  hostLeft(roomCode: string, keyHash: string, now: number): Promise<boolean> {
    const grant = this.rooms.get(roomCode)?.grant;
    if (!grant || grant.keyHash !== keyHash) return Promise.resolve(false);
    grant.leftAt = now;
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    this.rooms.clear();
    return Promise.resolve();
  }

  /** How many rooms are held, for tests that check silent rooms are dropped. */
  get size(): number {
    return this.rooms.size;
  }

  private activeGrant(room: MemoryRoom, now: number): HostGrantRecord | null {
    return room.grant && grantActive(room.grant, now) ? { ...room.grant } : null;
  }

  private hasLiveMember(room: MemoryRoom, now: number): boolean {
    const cutoff = now - STATUS_TTL_MS;
    for (const list of room.members.values()) if (list.at(-1)!.timestamp > cutoff) return true;
    return false;
  }

  private exists(room: MemoryRoom, now: number): boolean {
    return (room.grant !== null && grantActive(room.grant, now)) || this.hasLiveMember(room, now);
  }

  private sweepNow(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    this.sweep(now);
  }

  /** Drops silent members, forgotten grants and rooms left with neither. */
  sweep(now: number): void {
    const cutoff = now - STATUS_TTL_MS;
    for (const [code, room] of this.rooms) {
      for (const [userId, list] of room.members) {
        if (list.at(-1)!.timestamp <= cutoff) room.members.delete(userId);
      }
      if (room.grant && !grantActive(room.grant, now)) room.grant = null;
      if (room.members.size === 0 && room.grant === null) this.rooms.delete(code);
    }
  }
}
