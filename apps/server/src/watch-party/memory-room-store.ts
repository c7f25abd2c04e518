import {
  grantActive,
  grantOutcome,
  type GrantMode,
  type GrantOutcome,
  type HostGrantRecord,
} from './host-rules.ts';
import {
  defaultRoomLimits,
  identityOutcome,
  type IdentityOutcome,
  type MemberProof,
  type RoomLimits,
} from './member-rules.ts';
import {
  ENTRIES_PER_USER,
  STATUS_TTL_MS,
  type MemberEntries,
  type RecordOutcome,
  type RemoveOutcome,
  type RoomSnapshot,
  type RoomStore,
} from './room-store.ts';

interface StoredEntry {
  timestamp: number;
  json: string;
}

interface MemoryMember {
  /** Newest entries, oldest first. */
  entries: StoredEntry[];
  /** The member key the id is tied to, if any; it goes with the member. */
  keyHash: string | null;
}

interface MemoryRoom {
  members: Map<string, MemoryMember>;
  grant: HostGrantRecord | null;
}

/** Sweeping on every write would cost a walk over every room; every 10 s keeps memory flat. */
const SWEEP_EVERY_MS = 10_000;

/** Rooms of one instance. Everything is synchronous, so every check and its write are one step. */
export class MemoryRoomStore implements RoomStore {
  private readonly rooms = new Map<string, MemoryRoom>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly limits: RoomLimits = defaultRoomLimits) {}

  record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    proof: MemberProof,
    onlyIfRoomExists: boolean,
  ): Promise<RecordOutcome> {
    this.sweepNow(timestamp);
    let room = this.rooms.get(roomCode);
    if (onlyIfRoomExists && !(room && this.exists(room, timestamp))) {
      return Promise.resolve('missing');
    }
    if (!room) {
      room = { members: new Map(), grant: null };
      this.rooms.set(roomCode, room);
    }
    let member = this.liveMember(room, userId, timestamp);
    const identity = this.identity(room, userId, member, proof, timestamp);
    if (identity === 'forbidden') return Promise.resolve('forbidden');
    if (!member) {
      if (
        !proof.hostProven &&
        this.liveMemberCount(room, timestamp) >= this.limits.maxMembersPerRoom
      ) {
        return Promise.resolve('full');
      }
      member = { entries: [], keyHash: null };
      room.members.set(userId, member);
    }
    if (identity === 'bind') member.keyHash = proof.memberKeyHash;
    member.entries.push({ timestamp, json: entry });
    if (member.entries.length > ENTRIES_PER_USER) member.entries.shift();
    return Promise.resolve('recorded');
  }

  removeMember(
    roomCode: string,
    userId: string,
    proof: MemberProof,
    now: number,
  ): Promise<RemoveOutcome> {
    const room = this.rooms.get(roomCode);
    if (!room) return Promise.resolve('absent');
    const member = this.liveMember(room, userId, now);
    if (this.identity(room, userId, member, proof, now) === 'forbidden') {
      return Promise.resolve('forbidden');
    }
    room.members.delete(userId);
    return Promise.resolve(member ? 'removed' : 'absent');
  }

  mayActAs(roomCode: string, userId: string, proof: MemberProof, now: number): Promise<boolean> {
    const room = this.rooms.get(roomCode);
    if (!room) return Promise.resolve(true);
    const member = this.liveMember(room, userId, now);
    return Promise.resolve(this.identity(room, userId, member, proof, now) !== 'forbidden');
  }

  snapshot(roomCode: string, now: number): Promise<RoomSnapshot> {
    this.sweepNow(now);
    const room = this.rooms.get(roomCode);
    if (!room) return Promise.resolve({ members: [], grant: null });
    const cutoff = now - STATUS_TTL_MS;
    const members: MemberEntries[] = [];
    for (const [userId, member] of room.members) {
      const entries: string[] = [];
      for (const entry of member.entries) if (entry.timestamp > cutoff) entries.push(entry.json);
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
    const live = room ? this.liveMemberCount(room, now) > 0 : false;
    const outcome = grantOutcome(mode, current, live, now);
    if (outcome !== 'granted') return Promise.resolve(outcome);
    if (mode !== 'claim' && current === null && this.hostedRooms(now) >= this.limits.maxRooms) {
      return Promise.resolve('full');
    }
    if (room) room.grant = { ...grant };
    else this.rooms.set(grant.roomCode, { members: new Map(), grant: { ...grant } });
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

  private identity(
    room: MemoryRoom,
    userId: string,
    member: MemoryMember | null,
    proof: MemberProof,
    now: number,
  ): IdentityOutcome {
    const grant = this.activeGrant(room, now);
    return identityOutcome(
      userId,
      {
        hostUserId: grant?.userId ?? null,
        boundKeyHash: member?.keyHash ?? null,
        present: member !== null,
      },
      proof,
    );
  }

  /** The member when it has reported within the last minute; a silent one is gone, key and all. */
  private liveMember(room: MemoryRoom, userId: string, now: number): MemoryMember | null {
    const member = room.members.get(userId);
    if (!member) return null;
    if (member.entries.at(-1)!.timestamp > now - STATUS_TTL_MS) return member;
    room.members.delete(userId);
    return null;
  }

  private activeGrant(room: MemoryRoom, now: number): HostGrantRecord | null {
    return room.grant && grantActive(room.grant, now) ? { ...room.grant } : null;
  }

  private liveMemberCount(room: MemoryRoom, now: number): number {
    const cutoff = now - STATUS_TTL_MS;
    let count = 0;
    for (const member of room.members.values()) {
      if (member.entries.at(-1)!.timestamp > cutoff) count += 1;
    }
    return count;
  }

  /** Rooms someone hosts; only asked when a new room would be made, which is rate limited. */
  private hostedRooms(now: number): number {
    let count = 0;
    for (const room of this.rooms.values()) {
      if (room.grant && grantActive(room.grant, now)) count += 1;
    }
    return count;
  }

  private exists(room: MemoryRoom, now: number): boolean {
    return (
      (room.grant !== null && grantActive(room.grant, now)) || this.liveMemberCount(room, now) > 0
    );
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
      for (const [userId, member] of room.members) {
        if (member.entries.at(-1)!.timestamp <= cutoff) room.members.delete(userId);
      }
      if (room.grant && !grantActive(room.grant, now)) room.grant = null;
      if (room.members.size === 0 && room.grant === null) this.rooms.delete(code);
    }
  }
}
