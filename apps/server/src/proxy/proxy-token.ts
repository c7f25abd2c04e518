import crypto from 'node:crypto';
import type { ProxyTokenAnswer } from '@screenroom/core';
import type { Clock } from '../accounts/clock.ts';

/** A token for the deployment's hosts: the web app fetches a new one before this runs out. */
export const GENERAL_TOKEN_MS = 15 * 60 * 1000;

/**
 * A token for one URL (a media file, an HLS playlist or segment): a film may play, pause and seek
 * through it for hours, and it opens nothing else.
 */
export const BOUND_TOKEN_MS = 12 * 60 * 60 * 1000;

/** Requests one general token may make: a title's search and stream lists take a few dozen. */
export const GENERAL_TOKEN_BUDGET = 1000;

/** Requests one bound token may make: every seek of a film is one ranged request. */
export const BOUND_TOKEN_BUDGET = 5000;

/**
 * Requests a rewritten playlist's grant allows per line, on top of BOUND_TOKEN_BUDGET: its URIs
 * share one budget, and a segment is fetched again on a seek back or a retry.
 */
export const PLAYLIST_REQUESTS_PER_LINE = 4;

const MAC_BYTES = 16;
/** The largest budget the token's format holds (eight base-36 digits). */
const MAX_BUDGET = 36 ** 8 - 1;
const ID_BYTES = 12;

export type TokenKind = 'general' | 'bound';

/** A token that passed: its id counts its budget. */
export type GrantedToken = { kind: TokenKind; id: string; budget: number; expiresAt: number };

export type TokenVerdict = { ok: true; token: GrantedToken } | { ok: false; reason: string };

/** Said for a forged token, another server's, another client's or another URL's alike. */
export const INVALID_TOKEN = 'The proxy token is not valid';

/**
 * Tokens the proxy asks for so that it is no open relay: `{kind}.{expiry}.{budget}.{id}.{mac}`,
 * the MAC an HMAC-SHA256 keyed by a key derived from the server's token secret (so it can never be
 * mistaken for a session token's). The MAC also covers the client the token was issued to (its
 * address, or IPv6 /64, as this server sees it), so a token copied elsewhere opens nothing, and a
 * bound token's destination.
 */
export class ProxyTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
    /** Requests per token; tests give small ones to use them up. */
    private readonly budgets = { general: GENERAL_TOKEN_BUDGET, bound: BOUND_TOKEN_BUDGET },
  ) {
    this.key = crypto.createHmac('sha256', secret).update('screenroom proxy token v2').digest();
  }

  /** Opens the deployment's hosts to `client` for a quarter of an hour. */
  issue(client: string): ProxyTokenAnswer {
    return this.sign('a', this.clock() + GENERAL_TOKEN_MS, this.budgets.general, client, '');
  }

  /** Opens only `destination` to `client`, for as long as a film may take. */
  issueFor(client: string, destination: string): ProxyTokenAnswer {
    return this.sign(
      'd',
      this.clock() + BOUND_TOKEN_MS,
      this.budgets.bound,
      client,
      canonical(destination),
    );
  }

  /**
   * One grant for every URI of a rewritten playlist: a signer that binds each URI it is given to
   * `client` under one id, expiry and budget (`lines` sizes the budget). Each token still opens
   * only its own URI, but the playlist costs one id and one random draw rather than one per line,
   * and its URIs spend one budget. URIs must be canonical already (a `URL`'s `href`).
   */
  signerFor(client: string, lines: number): (canonicalDestination: string) => string {
    const expiresAt = this.clock() + BOUND_TOKEN_MS;
    const budget = BOUND_TOKEN_BUDGET + PLAYLIST_REQUESTS_PER_LINE * lines;
    const head = this.head('d', expiresAt, Math.min(budget, MAX_BUDGET));
    return (destination) => `${head}.${this.mac(head, client, destination)}`;
  }

  /** Whether `client` may use this token for `destination` (the host check comes after). */
  check(token: string | undefined, client: string, destination: string): TokenVerdict {
    if (!token) return { ok: false, reason: 'A proxy token is required (GET /proxy/token)' };
    const match =
      /^([ad])\.([0-9a-z]{1,12})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/.exec(
        token,
      );
    if (!match) return { ok: false, reason: INVALID_TOKEN };
    const [, kind, expiry, budget, id, mac] = match as unknown as [
      string,
      'a' | 'd',
      string,
      string,
      string,
      string,
    ];
    const expected = this.mac(
      `${kind}.${expiry}.${budget}.${id}`,
      client,
      kind === 'd' ? canonical(destination) : '',
    );
    if (!crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
      return { ok: false, reason: INVALID_TOKEN };
    }
    const expiresAt = parseInt(expiry, 36) * 1000;
    if (expiresAt <= this.clock()) return { ok: false, reason: 'The proxy token has expired' };
    return {
      ok: true,
      token: {
        kind: kind === 'a' ? 'general' : 'bound',
        id,
        budget: parseInt(budget, 36),
        expiresAt,
      },
    };
  }

  private sign(
    kind: 'a' | 'd',
    expiresAtMs: number,
    budget: number,
    client: string,
    destination: string,
  ): ProxyTokenAnswer {
    const head = this.head(kind, expiresAtMs, budget);
    return {
      token: `${head}.${this.mac(head, client, destination)}`,
      expiresAt: Math.floor(expiresAtMs / 1000) * 1000,
    };
  }

  /** `{kind}.{expiry}.{budget}.{id}`: what the MAC covers besides the client and destination. */
  private head(kind: 'a' | 'd', expiresAtMs: number, budget: number): string {
    const seconds = Math.floor(expiresAtMs / 1000);
    const id = crypto.randomBytes(ID_BYTES).toString('base64url');
    return `${kind}.${seconds.toString(36)}.${budget.toString(36)}.${id}`;
  }

  private mac(head: string, client: string, destination: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${head}\n${client}\n${destination}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }
}

/** The same URL written two ways (`HTTP://Host/a` and `http://host/a`) binds the same token. */
export function canonical(destination: string): string {
  try {
    return new URL(destination).href;
  } catch {
    return destination;
  }
}
