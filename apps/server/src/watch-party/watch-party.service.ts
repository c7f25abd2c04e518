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
import { hostIsLive, type GrantMode, type HostGrantRecord } from './host-rules.ts';
import { hostMessage, leftMessage, roomStatusJson, statusMessage } from './party-messages.ts';
import type { MessagePace, RoomBus } from './room-bus.ts';
import { roomExists, type RoomStore } from './room-store.ts';

/** A member's report, from the status post or the push channel. */
export interface StatusReport {
  userId: string;
  roomCode: string;
  isHost: boolean;
  content: PartyContent;
  player: PartyPlayer;
}

/** What a caller may show to prove it hosts: the host key, or the bearer of the host's account. */
export interface HostProof {
  hostKey?: string | undefined;
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
  /** Told when a pushed message could not be published; the report itself still counts. */
  onPublishError?: (error: unknown) => void;
}

const NO_ROOM = 'No watch party with that code';
const NOT_HOST = 'Only the host of this room can report as host';
/** Room codes of hosts are 4 digits; with 10,000 codes a few tries find a free one. */
const CODE_ATTEMPTS = 50;

const HOST_CODE_DIGITS = 4;

function randomRoomCode(): string {
  return String(crypto.randomInt(10 ** HOST_CODE_DIGITS)).padStart(HOST_CODE_DIGITS, '0');
}

/**
 * The watch party's rules: who may report as host, who may take a room over, what a room fetch
 * answers, and what is pushed to the room's members. Transport-free: the HTTP routes and the
 * push channel both call it.
 */
export class WatchPartyService {
  constructor(private readonly deps: WatchPartyDeps) {}

  now(): number {
    return this.deps.clock();
  }

  /**
   * Records a report and pushes it to the room. A guest's report needs an existing room; a host's
   * needs proof, unless the room has no live host, in which case the sender becomes host.
   */
  async report(report: StatusReport, proof: HostProof, client: string): Promise<ReportResult> {
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
    let hostKey: string | undefined;
    if (report.isHost) {
      hostKey = await this.authorizeHost(report, proof, timestamp);
      await store.record(report.roomCode, report.userId, timestamp, entryJson, false);
    } else if (!(await store.record(report.roomCode, report.userId, timestamp, entryJson, true))) {
      await this.countMiss(client);
      throw new HttpError(404, NO_ROOM);
    }
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

  /** The same for the push channel's hello, where an unknown room is refused. */
  async openRoom(roomCode: string, client: string): Promise<string> {
    const { json, exists } = await this.readRoom(roomCode);
    if (exists) return json;
    await this.countMiss(client);
    throw new HttpError(404, NO_ROOM);
  }

  /** A new party: a free random code, or the code the host asked for when nobody live holds it. */
  async createRoom(
    userId: string,
    roomCode: string | undefined,
    authorization: string | undefined,
    client: string,
  ): Promise<{ roomCode: string; hostKey: string }> {
    await this.limit(rateLimits.watchPartyCreate, client);
    const accountId = (await this.deps.accounts(authorization)) ?? null;
    if (roomCode !== undefined) {
      const outcome = await this.grant(roomCode, userId, accountId, 'unhosted');
      if (outcome === null) throw new HttpError(409, 'That room code is taken');
      await this.publish(roomCode, hostMessage(userId));
      return outcome;
    }
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const granted = await this.grant(randomRoomCode(), userId, accountId, 'free');
      if (granted) return granted;
    }
    throw new HttpError(503, 'No free room code, try again');
  }

  /** A guest takes over a room whose host left or went silent at least 10 s ago. */
  async claim(
    roomCode: string,
    userId: string,
    authorization: string | undefined,
    client: string,
  ): Promise<{ roomCode: string; hostKey: string }> {
    const accountId = (await this.deps.accounts(authorization)) ?? null;
    const hostKey = newHostKey();
    const now = this.deps.clock();
    const outcome = await this.deps.store.takeGrant(
      this.grantRecord(roomCode, hostKey, userId, accountId, now),
      'claim',
      now,
    );
    if (outcome === 'missing') {
      await this.countMiss(client);
      throw new HttpError(404, NO_ROOM);
    }
    if (outcome !== 'granted') throw new HttpError(409, 'The room still has a host');
    await this.publish(roomCode, hostMessage(userId));
    return { roomCode, hostKey };
  }

  /** A member leaves on purpose; when it proves to be the host, the room learns its host left. */
  async leave(roomCode: string, userId: string, proof: HostProof): Promise<void> {
    const { store } = this.deps;
    await store.removeMember(roomCode, userId);
    const now = this.deps.clock();
    const grant = await store.grant(roomCode, now);
    let wasHost = false;
    if (grant && grant.leftAt === null && (await this.proves(grant, proof))) {
      wasHost = await store.hostLeft(roomCode, grant.keyHash, now);
    }
    await this.publish(roomCode, leftMessage(userId, wasHost));
  }

  private async readRoom(roomCode: string): Promise<{ json: string; exists: boolean }> {
    const now = this.deps.clock();
    const snapshot = await this.deps.store.snapshot(roomCode, now);
    const hostId = hostIsLive(snapshot.grant, now) ? snapshot.grant!.userId : null;
    return { json: roomStatusJson(roomCode, snapshot, hostId, now), exists: roomExists(snapshot) };
  }

  /** Returns a new host key when the report made the sender host; throws 403 when refused. */
  private async authorizeHost(
    report: StatusReport,
    proof: HostProof,
    now: number,
  ): Promise<string | undefined> {
    const { store } = this.deps;
    const grant = await store.grant(report.roomCode, now);
    if (grant && (await this.proves(grant, proof))) {
      await store.hostReported(report.roomCode, grant.keyHash, report.userId, now);
      return undefined;
    }
    if (hostIsLive(grant, now)) throw new HttpError(403, NOT_HOST);
    // A member with a key from an earlier grant keeps it, so its other tabs and its push
    // channel stay valid; anyone else gets a new one.
    const accountId = (await this.deps.accounts(proof.authorization)) ?? null;
    const granted = await this.grant(
      report.roomCode,
      report.userId,
      accountId,
      'unhosted',
      proof.hostKey,
    );
    if (!granted) throw new HttpError(403, NOT_HOST);
    return granted.hostKey;
  }

  private async grant(
    roomCode: string,
    userId: string,
    accountId: string | null,
    mode: GrantMode,
    hostKey = newHostKey(),
  ): Promise<{ roomCode: string; hostKey: string } | null> {
    const now = this.deps.clock();
    const record = this.grantRecord(roomCode, hostKey, userId, accountId, now);
    const outcome = await this.deps.store.takeGrant(record, mode, now);
    return outcome === 'granted' ? { roomCode, hostKey } : null;
  }

  private grantRecord(
    roomCode: string,
    hostKey: string,
    userId: string,
    accountId: string | null,
    now: number,
  ): HostGrantRecord {
    return {
      roomCode,
      keyHash: hashHostKey(hostKey),
      userId,
      accountId,
      createdAt: now,
      seenAt: now,
      leftAt: null,
    };
  }

  /** The key settles it without a lookup; the account is only asked for when the key fails. */
  private async proves(grant: HostGrantRecord, proof: HostProof): Promise<boolean> {
    if (proof.hostKey !== undefined && hostKeyMatches(proof.hostKey, grant.keyHash)) return true;
    if (grant.accountId === null || proof.authorization === undefined) return false;
    return (await this.deps.accounts(proof.authorization)) === grant.accountId;
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
