import crypto from 'node:crypto';
import type { ProxyTokenAnswer } from '@screenroom/core';
import type { Clock } from '../accounts/clock.ts';

/** A token for any destination: the web app fetches a new one before this runs out. */
export const GENERAL_TOKEN_MS = 15 * 60 * 1000;

/**
 * A token for one URL (a media file, an HLS playlist or segment): a film may play, pause and seek
 * through it for hours, and it opens nothing else.
 */
export const BOUND_TOKEN_MS = 12 * 60 * 60 * 1000;

const MAC_BYTES = 16;

/**
 * Tokens the proxy asks for so that it is no open relay: `{kind}.{expiry}.{mac}`, the MAC an
 * HMAC-SHA256 keyed by a key derived from the server's token secret (so it can never be mistaken
 * for a session token's). A bound token's MAC also covers its destination.
 */
export class ProxyTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('screenroom proxy token v1').digest();
  }

  /** Opens any destination for a quarter of an hour. */
  issue(): ProxyTokenAnswer {
    return this.sign('a', this.clock() + GENERAL_TOKEN_MS, '');
  }

  /** Opens only `destination`, for as long as a film may take. */
  issueFor(destination: string): ProxyTokenAnswer {
    return this.sign('d', this.clock() + BOUND_TOKEN_MS, canonical(destination));
  }

  /** Null when the token opens this destination, else why not. */
  refusal(token: string | undefined, destination: string): string | null {
    if (!token) return 'A proxy token is required (GET /proxy/token)';
    const match = /^([ad])\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return 'The proxy token is not valid';
    const [, kind, expiry, mac] = match as unknown as [string, 'a' | 'd', string, string];
    const expiresAt = parseInt(expiry, 36) * 1000;
    const expected = this.mac(kind, expiry, kind === 'd' ? canonical(destination) : '');
    if (!crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
      return kind === 'd'
        ? 'The proxy token is not valid for this destination'
        : 'The proxy token is not valid';
    }
    if (expiresAt <= this.clock()) return 'The proxy token has expired';
    return null;
  }

  private sign(kind: 'a' | 'd', expiresAtMs: number, destination: string): ProxyTokenAnswer {
    const seconds = Math.floor(expiresAtMs / 1000);
    const expiry = seconds.toString(36);
    return {
      token: `${kind}.${expiry}.${this.mac(kind, expiry, destination)}`,
      expiresAt: seconds * 1000,
    };
  }

  private mac(kind: string, expiry: string, destination: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${kind}.${expiry}\n${destination}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }
}

/** The same URL written two ways (`HTTP://Host/a` and `http://host/a`) binds the same token. */
function canonical(destination: string): string {
  try {
    return new URL(destination).href;
  } catch {
    return destination;
  }
}
