import crypto from 'node:crypto';
import type { Clock } from '../accounts/clock.ts';
import { rewritePlaylist } from '../proxy/hls-rewrite.ts';
import { mediaFileUrl, resolveMediaPath, type MediaRoot } from './media-path.ts';

/**
 * A `<video>` element, or hls.js asking for a segment, cannot send a bearer token, so when the
 * server wants a session its stream answers carry links signed for that session: long enough for
 * a long film to play, pause and seek through, and useless once the session ends.
 */
export const MEDIA_LINK_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Expiries are rounded up to the next hour, so the links of one title given within the same
 * hour are the same URLs and the browser's cache still serves files it has already fetched.
 */
const EXPIRY_STEP_MS = 60 * 60 * 1000;

/** The query parameter that carries the signature: `?sig={sessionId}.{expiry}.{mac}`. */
export const MEDIA_LINK_QUERY = 'sig';

const MAC_BYTES = 16;
const LINK_PATTERN = /^([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

/** Whom a link was signed for, and until when (milliseconds, whole seconds). */
export interface MediaGrant {
  sessionId: string;
  expiresAt: number;
}

export type MediaLinkCheck =
  { ok: true; grant: MediaGrant } | { ok: false; problem: 'missing' | 'invalid' | 'expired' };

/**
 * Signs and checks links to single media files. The MAC (HMAC-SHA256, keyed by a key derived
 * from the server's token secret so it can never pass for a session or proxy token) covers the
 * session, the expiry and the file's decoded path, so a link opens exactly one file.
 */
export class MediaLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('screenroom media link v1').digest();
  }

  /** A grant for the session from now on. */
  grantFor(sessionId: string): MediaGrant {
    const expiresAt = Math.ceil((this.clock() + MEDIA_LINK_LIFETIME_MS) / EXPIRY_STEP_MS);
    return { sessionId, expiresAt: expiresAt * EXPIRY_STEP_MS };
  }

  /** `/media-files/{root}/{path}?sig=…`: the file's URL opened for the grant's session. */
  url(rootName: string, relativePath: string, grant: MediaGrant): string {
    const signature = this.signature(rootName, relativePath, grant);
    return `${mediaFileUrl(rootName, relativePath)}?${MEDIA_LINK_QUERY}=${signature}`;
  }

  /** Whether `value` (the query parameter) opens this file now. */
  check(value: unknown, rootName: string, relativePath: string): MediaLinkCheck {
    if (value === undefined || value === '') return { ok: false, problem: 'missing' };
    const match = typeof value === 'string' ? LINK_PATTERN.exec(value) : null;
    if (!match) return { ok: false, problem: 'invalid' };
    const [, sessionId, expiry, mac] = match as unknown as [string, string, string, string];
    const expected = this.mac(sessionId, expiry, rootName, relativePath);
    if (!crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
      return { ok: false, problem: 'invalid' };
    }
    const expiresAt = parseInt(expiry, 36) * 1000;
    if (expiresAt <= this.clock()) return { ok: false, problem: 'expired' };
    return { ok: true, grant: { sessionId, expiresAt } };
  }

  private signature(rootName: string, relativePath: string, grant: MediaGrant): string {
    const expiry = Math.floor(grant.expiresAt / 1000).toString(36);
    return `${grant.sessionId}.${expiry}.${this.mac(grant.sessionId, expiry, rootName, relativePath)}`;
  }

  private mac(sessionId: string, expiry: string, rootName: string, relativePath: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${sessionId}\n${expiry}\n${rootName}/${relativePath}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }
}

/** Playlist URIs are resolved against this origin, which is never contacted. */
const PLAYLIST_ORIGIN = 'http://media.invalid';
const FILES_PREFIX = '/media-files/';

/**
 * A library playlist with every URI that names one of our media files replaced by a link signed
 * for the same grant as the playlist itself (so a playlist cannot mint longer-lived links).
 * `playlistPath` is the raw path it was asked for, against which relative URIs resolve; another
 * host's URI is left as it is, and another path of ours is written as a path.
 */
export function signPlaylist(
  text: string,
  playlistPath: string,
  roots: readonly MediaRoot[],
  links: MediaLinks,
  grant: MediaGrant,
): string {
  return rewritePlaylist(text, `${PLAYLIST_ORIGIN}${playlistPath}`, (absolute) => {
    const url = new URL(absolute);
    if (url.origin !== PLAYLIST_ORIGIN) return absolute;
    if (url.pathname.startsWith(FILES_PREFIX)) {
      const target = resolveMediaPath(url.pathname.slice(FILES_PREFIX.length), roots);
      if (target.ok) return links.url(target.root.name, target.relativePath, grant);
    }
    return `${url.pathname}${url.search}${url.hash}`;
  });
}
