import type { GrantMode, GrantOutcome, HostGrantRecord } from './host-rules.ts';

/**
 * A member sends every 10 s (the host every second); a member silent for a minute has left.
 * Only the newest entries of each member are kept, as the player keeps a short history too.
 */
export const STATUS_TTL_MS = 60 * 1000;
export const ENTRIES_PER_USER = 5;

/** A member's live entries, already serialized (oldest first), so reads never re-encode them. */
export interface MemberEntries {
  userId: string;
  entries: string[];
}

/** Everything a room fetch answers: the live members and the active grant, if any. */
export interface RoomSnapshot {
  members: MemberEntries[];
  grant: HostGrantRecord | null;
}

/** A room exists while someone hosts it (an active grant) or anyone still reports in it. */
export function roomExists(snapshot: RoomSnapshot): boolean {
  return snapshot.grant !== null || snapshot.members.length > 0;
}

/**
 * Room state: each member's newest entries and the room's host grant. In process for one
 * instance, or in Redis so every instance behind a balancer sees the same rooms and hosts.
 * Every method takes the time from the caller, so expiry follows one clock.
 */
export interface RoomStore {
  /**
   * Adds an entry (`entry` is its JSON) to the member's newest few. With `onlyIfRoomExists`
   * nothing is written, and false answered, when the room has no active grant and no live member.
   */
  record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    onlyIfRoomExists: boolean,
  ): Promise<boolean>;
  removeMember(roomCode: string, userId: string): Promise<void>;
  snapshot(roomCode: string, now: number): Promise<RoomSnapshot>;
  /** The room's active grant, or null. */
  grant(roomCode: string, now: number): Promise<HostGrantRecord | null>;
  /** Stores `grant` in place of any other, in one step, when `mode` allows it (host-rules.ts). */
  takeGrant(grant: HostGrantRecord, mode: GrantMode, now: number): Promise<GrantOutcome>;
  /** The host holding `keyHash` reported as `userId`, so it is live. False when not the holder. */
  hostReported(roomCode: string, keyHash: string, userId: string, now: number): Promise<boolean>;
  /** The host holding `keyHash` left on purpose. False when not the holder. */
  hostLeft(roomCode: string, keyHash: string, now: number): Promise<boolean>;
  close(): Promise<void>;
}
