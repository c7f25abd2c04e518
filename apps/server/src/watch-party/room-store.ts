import type { GrantMode, GrantOutcome, HostGrantRecord } from './host-rules.ts';
import type { MemberProof } from './member-rules.ts';

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

/**
 * `missing`: no such room (only when asked to write into existing rooms); `forbidden`: the id is
 * someone else's (member-rules.ts); `full`: the room holds as many members as it may.
 */
export type RecordOutcome = 'recorded' | 'missing' | 'forbidden' | 'full';

/** `absent`: allowed, but the id had no live entries, so nobody needs to hear of it. */
export type RemoveOutcome = 'removed' | 'absent' | 'forbidden';

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
   * Adds an entry (`entry` is its JSON) to the member's newest few, in one step with the checks:
   * whether the caller may speak as `userId` (tying the id to its member key when it is new), and
   * whether a member new to the room still fits (the host always does). With `onlyIfRoomExists`
   * nothing is written when the room has no active grant and no live member.
   */
  record(
    roomCode: string,
    userId: string,
    timestamp: number,
    entry: string,
    proof: MemberProof,
    onlyIfRoomExists: boolean,
  ): Promise<RecordOutcome>;
  /** Drops the member's entries and key, when the caller may speak as `userId`. */
  removeMember(
    roomCode: string,
    userId: string,
    proof: MemberProof,
    now: number,
  ): Promise<RemoveOutcome>;
  /** Whether the caller may speak as `userId`, without writing anything. */
  mayActAs(roomCode: string, userId: string, proof: MemberProof, now: number): Promise<boolean>;
  snapshot(roomCode: string, now: number): Promise<RoomSnapshot>;
  /** The room's active grant, or null. */
  grant(roomCode: string, now: number): Promise<HostGrantRecord | null>;
  /**
   * Stores `grant` in place of any other, in one step, when `mode` allows it (host-rules.ts).
   * `full` when it would make one room more than the server holds; a claim takes over a room that
   * exists, so it is never refused for that.
   */
  takeGrant(grant: HostGrantRecord, mode: GrantMode, now: number): Promise<GrantOutcome>;
  /** The host holding `keyHash` reported as `userId`, so it is live. False when not the holder. */
  hostReported(roomCode: string, keyHash: string, userId: string, now: number): Promise<boolean>;
  /** The host holding `keyHash` left on purpose. False when not the holder. */
  hostLeft(roomCode: string, keyHash: string, now: number): Promise<boolean>;
  close(): Promise<void>;
}
