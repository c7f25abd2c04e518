import crypto from 'node:crypto';
import type { PartyContent, PartyPlayer, RoomEntry } from '@screenroom/core';
import type { Clock } from '../accounts/clock.ts';
import { HttpError } from '../http/errors.ts';
import {
  assertWithinLimit,
  rateLimits,
  type RateLimiter,
  type RateLimitRule,
} from '../rate-limit/rate-limiter.ts';
import type { AccountLookup } from './account-lookup.ts';
import { hashHostKey, hostKeyMatches, newHostKey } from './host-key.ts';
import {
  hostIsLive,
  type GrantMode,
  type GrantOutcome,
  type HostGrantRecord,
} from './host-rules.ts';
import {
  defaultRoomLimits,
  hashMemberKey,
  type MemberProof,
  type RoomLimits,
} from './member-rules.ts';
import { hostMessage, leftMessage, roomStatusJson, statusMessage } from './party-messages.ts';
import type { MessagePace, RoomBus } from './room-bus.ts';
import { roomExists, type RecordOutcome, type RoomSnapshot, type RoomStore } from './room-store.ts';

/** A member's report, from the status post or the push channel. */
export interface StatusReport {
  userId: string;
  roomCode: string;
  isHost: boolean;
  content: PartyContent;
  player: PartyPlayer;
}

/**
 * What a caller shows: the host key or the bearer of the host's account (to act as host), and
 * the member key (to act as its own member id).
 */
export interface Credentials {
  hostKey?: string | undefined;
  memberKey?: string | undefined;
  authorization?: string | undefined;
}

export interface ReportResult {
  timestamp: number;
  /** Only when this report made the sender host of a room nobody hosted. */
  hostKey?: string;
}

export interface WatchPartyDeps {
  store: RoomStore;
  bus: RoomBus;
  limiter: RateLimiter;
  accounts: AccountLookup;
  clock: Clock;
  /** The caps the store holds rooms to; the push channel's hello checks the members cap too. */
  limits?: RoomLimits;
  /** Told when a pushed message could not be published; the report itself still counts. */
  onPublishError?: (error: unknown) => void;
}

const NO_ROOM = 'No watch party with that code';
const NOT_HOST = 'Only the host of this room can report as host';
const NOT_YOU = 'That member id belongs to another member of this room';
const ROOM_FULL = 'The watch party is full';
const SERVER_FULL = 'This server holds as many watch parties as it can, try again later';
/** Room codes of hosts are 4 digits; with 10,000 codes a few tries find a free one. */
const CODE_ATTEMPTS = 50;

const HOST_CODE_DIGITS = 4;

function randomRoomCode(): string {
  return String(crypto.randomInt(10 ** HOST_CODE_DIGITS)).padStart(HOST_CODE_DIGITS, '0');
}

/**
 * The watch party's rules: who may report as host and as which member, who may take a room
 * over, what a room fetch answers, and what is pushed to the room's members. Transport-free: the
 * HTTP routes and the push channel both call it.
 */
export class WatchPartyService {
  private readonly limits: RoomLimits;

  constructor(private readonly deps: WatchPartyDeps) {
    this.limits = deps.limits ?? defaultRoomLimits;
  }

  now(): number {
    return this.deps.clock();
  }

  /**
   * Records a report and pushes it to the room. A report may name only the caller's own member
   * id, and the host's id only with the host's proof. A guest's report needs an existing room; a
   * host's needs proof, unless the room has no live host, in which case the sender becomes host.
   */
  async report(
    report: StatusReport,
    credentials: Credentials,
    client: string,
  ): Promise<ReportResult> {
    await this.limit(rateLimits.watchPartyReport, client);
    const { store } = this.deps;
    const timestamp = this.deps.clock();
    const entry: RoomEntry = {
      userId: report.userId,
      roomCode: report.roomCode,
      isHost: report.isHost,
      content: report.content,
      player: report.player,
      timestamp,
    };
    const entryJson = JSON.stringify(entry);
    const memberKeyHash = hashMemberKey(credentials.memberKey);
    const recordAs = (hostProven: boolean) =>
      store.record(
        report.roomCode,
        report.userId,
        timestamp,
        entryJson,
        { hostProven, memberKeyHash },
        // A host's report may open its room; anyone else's needs one that exists.
        !hostProven,
      );
    let hostKey: string | undefined;
    let outcome: RecordOutcome;
    if (report.isHost) {
      const grant = await store.grant(report.roomCode, timestamp);
      const proven = grant !== null && (await this.proves(grant, credentials));
      if (!proven) hostKey = await this.takeUnhosted(report, grant, credentials, memberKeyHash);
      outcome = await recordAs(true);
      // The grant follows the host's member id only once that id proved to be the caller's.
      if (proven && outcome === 'recorded') {
        await store.hostReported(report.roomCode, grant.keyHash, report.userId, timestamp);
      }
    } else {
      outcome = await recordAs(false);
      // Only the host's own id needs the host's proof, so the grant is read only then: a guest's
      // report (every 10 s from every member) costs one store call.
      if (outcome === 'forbidden' && (await this.provesHost(report.roomCode, credentials))) {
        outcome = await recordAs(true);
      }
    }
    await this.refuseUnless(outcome, client);
    if (hostKey !== undefined) await this.publish(report.roomCode, hostMessage(report.userId));
    // Guests follow only the host, so another guest's report can wait for the room's digest.
    const pace = report.isHost ? 'now' : 'digest';
    await this.publish(report.roomCode, statusMessage(entryJson, timestamp), pace);
    return hostKey === undefined ? { timestamp } : { timestamp, hostKey };
  }

  /**
   * The room as the status fetch answers it (JSON text). An unknown room answers with no users,
   * which older clients show as an empty room, but counts as a miss against the client.
   */
  async roomJson(roomCode: string, client: string): Promise<string> {
    const { json, exists } = await this.readRoom(roomCode);
    if (!exists) await this.countMiss(client);
    return json;
  }

  /**
   * The same for the push channel's hello, where an unknown room is refused, and so is a hello
   * naming someone else's member id or one more member than the room holds.
   */
  async openRoom(
    roomCode: string,
    userId: string,
    credentials: Credentials,
    client: string,
  ): Promise<string> {
    const now = this.deps.clock();
    const snapshot = await this.deps.store.snapshot(roomCode, now);
    if (!roomExists(snapshot)) {
      await this.countMiss(client);
      throw new HttpError(404, NO_ROOM, 'party_not_found');
    }
    const { grant } = snapshot;
    const hostProven = grant !== null && (await this.proves(grant, credentials));
    const proof = { hostProven, memberKeyHash: hashMemberKey(credentials.memberKey) };
    if (!(await this.deps.store.mayActAs(roomCode, userId, proof, now))) {
      throw new HttpError(403, NOT_YOU, 'party_member_taken');
    }
    const isMember = snapshot.members.some((member) => member.userId === userId);
    if (!hostProven && !isMember && snapshot.members.length >= this.limits.maxMembersPerRoom) {
      throw new HttpError(409, ROOM_FULL, 'party_full');
    }
    return this.roomJsonOf(roomCode, snapshot, now);
  }

  /** A new party: a free random code, or the code the host asked for when nobody live holds it. */
  async createRoom(
    userId: string,
    roomCode: string | undefined,
    credentials: Credentials,
    client: string,
  ): Promise<{ roomCode: string; hostKey: string }> {
    await this.limit(rateLimits.watchPartyCreate, client);
    const accountId = (await this.deps.accounts(credentials.authorization)) ?? null;
    if (roomCode !== undefined) {
      await this.assertMayActAs(roomCode, userId, credentials);
      const outcome = await this.grant(roomCode, userId, accountId, 'unhosted');
      if (outcome === 'full') throw new HttpError(503, SERVER_FULL, 'parties_full');
      if (typeof outcome === 'string') throw new HttpError(409, 'That room code is taken');
      await this.publish(roomCode, hostMessage(userId));
      return outcome;
    }
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const outcome = await this.grant(randomRoomCode(), userId, accountId, 'free');
      if (outcome === 'full') throw new HttpError(503, SERVER_FULL, 'parties_full');
      if (typeof outcome !== 'string') return outcome;
    }
    throw new HttpError(503, 'No free room code, try again');
  }

  /** A guest takes over a room whose host left or went silent at least 10 s ago. */
  async claim(
    roomCode: string,
    userId: string,
    credentials: Credentials,
    client: string,
  ): Promise<{ roomCode: string; hostKey: string }> {
    await this.assertMayActAs(roomCode, userId, credentials);
    const accountId = (await this.deps.accounts(credentials.authorization)) ?? null;
    const outcome = await this.grant(roomCode, userId, accountId, 'claim');
    if (outcome === 'missing') {
      await this.countMiss(client);
      throw new HttpError(404, NO_ROOM, 'party_not_found');
    }
    if (typeof outcome === 'string') throw new HttpError(409, 'The room still has a host');
    await this.publish(roomCode, hostMessage(userId));
    return outcome;
  }

  /**
   * A member leaves on purpose; only the member itself may say so, and the host only with its
   * proof. The room hears of it when the member was there, and whether its host left.
   */
  async leave(
    roomCode: string,
    userId: string,
    credentials: Credentials,
    client: string,
  ): Promise<void> {
    await this.limit(rateLimits.watchPartyReport, client);
    const { store } = this.deps;
    const now = this.deps.clock();
    const grant = await store.grant(roomCode, now);
    const hostProven = grant !== null && (await this.proves(grant, credentials));
    const proof = { hostProven, memberKeyHash: hashMemberKey(credentials.memberKey) };
    const outcome = await store.removeMember(roomCode, userId, proof, now);
    if (outcome === 'forbidden') throw new HttpError(403, NOT_YOU, 'party_member_taken');
    let wasHost = false;
    if (hostProven && grant.userId === userId && grant.leftAt === null) {
      wasHost = await store.hostLeft(roomCode, grant.keyHash, now);
    }
    if (outcome === 'removed' || wasHost) {
      await this.publish(roomCode, leftMessage(userId, wasHost));
    }
  }

  private async readRoom(roomCode: string): Promise<{ json: string; exists: boolean }> {
    const now = this.deps.clock();
    const snapshot = await this.deps.store.snapshot(roomCode, now);
    return { json: this.roomJsonOf(roomCode, snapshot, now), exists: roomExists(snapshot) };
  }

  private roomJsonOf(roomCode: string, snapshot: RoomSnapshot, now: number): string {
    const hostId = hostIsLive(snapshot.grant, now) ? snapshot.grant!.userId : null;
    return roomStatusJson(roomCode, snapshot, hostId, now);
  }

  /**
   * A report claiming host of a room whose grant the caller cannot prove: it becomes host when
   * nobody live hosts the room and the id is its own. Returns the new host key; throws 403 else.
   */
  private async takeUnhosted(
    report: StatusReport,
    grant: HostGrantRecord | null,
    credentials: Credentials,
    memberKeyHash: string | null,
  ): Promise<string> {
    const now = this.deps.clock();
    if (hostIsLive(grant, now)) throw new HttpError(403, NOT_HOST, 'party_not_host');
    const proof: MemberProof = { hostProven: false, memberKeyHash };
    if (!(await this.deps.store.mayActAs(report.roomCode, report.userId, proof, now))) {
      throw new HttpError(403, NOT_YOU, 'party_member_taken');
    }
    // A member with a key from an earlier grant keeps it, so its other tabs and its push
    // channel stay valid; anyone else gets a new one.
    const accountId = (await this.deps.accounts(credentials.authorization)) ?? null;
    const outcome = await this.grant(
      report.roomCode,
      report.userId,
      accountId,
      'unhosted',
      credentials.hostKey,
    );
    if (outcome === 'full') throw new HttpError(503, SERVER_FULL, 'parties_full');
    if (typeof outcome === 'string') throw new HttpError(403, NOT_HOST, 'party_not_host');
    return outcome.hostKey;
  }

  /** The grant taken, or why not. */
  private async grant(
    roomCode: string,
    userId: string,
    accountId: string | null,
    mode: GrantMode,
    hostKey = newHostKey(),
  ): Promise<{ roomCode: string; hostKey: string } | Exclude<GrantOutcome, 'granted'>> {
    const now = this.deps.clock();
    const record: HostGrantRecord = {
      roomCode,
      keyHash: hashHostKey(hostKey),
      userId,
      accountId,
      createdAt: now,
      seenAt: now,
      leftAt: null,
    };
    const outcome = await this.deps.store.takeGrant(record, mode, now);
    return outcome === 'granted' ? { roomCode, hostKey } : outcome;
  }

  /** Refuses a caller naming a member id that is not its own (creating and claiming a room). */
  private async assertMayActAs(
    roomCode: string,
    userId: string,
    credentials: Credentials,
  ): Promise<void> {
    const now = this.deps.clock();
    const grant = await this.deps.store.grant(roomCode, now);
    const hostProven = grant !== null && (await this.proves(grant, credentials));
    const proof = { hostProven, memberKeyHash: hashMemberKey(credentials.memberKey) };
    if (!(await this.deps.store.mayActAs(roomCode, userId, proof, now))) {
      throw new HttpError(403, NOT_YOU, 'party_member_taken');
    }
  }

  private async refuseUnless(outcome: RecordOutcome, client: string): Promise<void> {
    switch (outcome) {
      case 'recorded':
        return;
      case 'missing':
        await this.countMiss(client);
        throw new HttpError(404, NO_ROOM, 'party_not_found');
      case 'forbidden':
        throw new HttpError(403, NOT_YOU, 'party_member_taken');
      case 'full':
        throw new HttpError(409, ROOM_FULL, 'party_full');
    }
  }

  /** Whether the caller shows any host proof at all, and it holds for the room's grant. */
  private async provesHost(roomCode: string, credentials: Credentials): Promise<boolean> {
    if (credentials.hostKey === undefined && credentials.authorization === undefined) return false;
    const grant = await this.deps.store.grant(roomCode, this.deps.clock());
    return grant !== null && (await this.proves(grant, credentials));
  }

  /** The key settles it without a lookup; the account is only asked for when the key fails. */
  private async proves(grant: HostGrantRecord, credentials: Credentials): Promise<boolean> {
    const { hostKey, authorization } = credentials;
    if (hostKey !== undefined && hostKeyMatches(hostKey, grant.keyHash)) return true;
    if (grant.accountId === null || authorization === undefined) return false;
    return (await this.deps.accounts(authorization)) === grant.accountId;
  }

  private async publish(roomCode: string, message: string, pace?: MessagePace): Promise<void> {
    try {
      await this.deps.bus.publish(roomCode, message, pace);
    } catch (error) {
      // Members still get the change by polling; a push outage must not fail the report.
      this.deps.onPublishError?.(error);
    }
  }

  /** Guessing codes is limited; members of rooms that exist are never counted. */
  private countMiss(client: string): Promise<void> {
    return this.limit(rateLimits.watchPartyMiss, client);
  }

  private limit(rule: RateLimitRule, client: string): Promise<void> {
    return assertWithinLimit(this.deps.limiter, rule, client);
  }
}
