import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { PROXY_TOKEN_QUERY } from '@screenroom/core';
import type { Clock } from '../accounts/clock.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import {
  isHlsPlaylist,
  looksLikePlaylist,
  PLAYLIST_MAX_LINES,
  rewritePlaylistInSlices,
} from './hls-rewrite.ts';
import type { ProxyHostSet } from './proxy-hosts.ts';
import type { GrantedToken, ProxyTokens } from './proxy-token.ts';
import { decodeBody, type SafeRequester } from './safe-request.ts';

/** The most of a playlist read into memory for rewriting; long films' playlists stay far below. */
export const PLAYLIST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Playlist lines one client may have rewritten a minute. Rewriting signs every URI on the one
 * event loop, so without this one client asking for large playlists back to back would take the
 * CPU from everyone else; a viewer's master and media playlists stay far below (a four-hour film
 * cut in 2-second segments is 14,400 lines), and small live playlists, reloaded every few
 * seconds, each count as a whole unit.
 */
export const PLAYLIST_LINES_PER_MINUTE = 250_000;

/** Lines counted as one hit of the rate limiter (which counts whole hits, Redis or not). */
const LINES_PER_UNIT = 250;

/** The methods relayed: the shipped sources only read. */
export const RELAYED_METHODS = ['GET', 'HEAD'] as const;

/** What a client asks the proxy for, as the route read it. */
export interface ProxyCall {
  method: string;
  destination: string;
  token: string | undefined;
  /** Who asks (clientKey): tokens are bound to it. */
  client: string;
  headers: IncomingHttpHeaders;
  /** This proxy's own absolute URL (`https://host/proxy/`): rewritten playlists point at it. */
  selfUrl: string;
  signal: AbortSignal;
}

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string>;
  body: Readable | Buffer | null;
}

/** Proxy workers' header mapping: a browser may not set these, so it sends X- copies. */
const REQUEST_HEADER_MAP: Record<string, string> = {
  'x-cookie': 'cookie',
  'x-referer': 'referer',
  'x-origin': 'origin',
  'x-user-agent': 'user-agent',
  'x-x-real-ip': 'x-real-ip',
};

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** Sent on only to hosts whose source declared it needs them. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie']);

/**
 * Never sent on: what describes the request to us (our cookies, our origin, the client's address,
 * fetch metadata) and our own token.
 */
const DROPPED_REQUEST_HEADERS = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  'content-type',
  'cookie',
  'origin',
  'referer',
  'forwarded',
  'via',
  'x-real-ip',
  'accept-encoding',
  ...Object.keys(REQUEST_HEADER_MAP),
]);

const DROPPED_REQUEST_PREFIXES = ['x-forwarded-', 'sec-fetch-', 'cf-', 'x-screenroom-'];

/**
 * Never passed back: hop-by-hop headers, cookies (sent as X-Set-Cookie instead), and whatever
 * would act on our origin rather than the destination's (HSTS, Clear-Site-Data, CORS, policies).
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  ...HOP_BY_HOP,
  'set-cookie',
  'strict-transport-security',
  'public-key-pins',
  'clear-site-data',
  'content-security-policy',
  'content-security-policy-report-only',
  'alt-svc',
  'service-worker-allowed',
  'refresh',
  'report-to',
  'reporting-endpoints',
  'nel',
  'origin-agent-cluster',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
]);

/** Headers that let our web app (and clients of other proxy workers) read proxied answers. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': '*',
  vary: 'Origin',
};

/**
 * A proxied answer is the destination's content served from our origin: it must never run as a
 * page of ours, so it gets an empty sandbox policy and no type sniffing.
 */
const SAFETY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

export interface ProxyServiceDeps {
  requester: SafeRequester;
  tokens: ProxyTokens;
  hosts: ProxyHostSet;
  /** Counts each token's requests against its budget (shared through Redis when set). */
  limiter: RateLimiter;
  clock: Clock;
  /** PLAYLIST_LINES_PER_MINUTE unless a test sets a smaller one. */
  playlistLinesPerMinute?: number;
}

/**
 * The proxy: checks the token (its client, its destination or the deployment's hosts, its
 * budget), sends the request on safely, and passes the answer back.
 */
export class ProxyService {
  private readonly requester: SafeRequester;
  private readonly tokens: ProxyTokens;
  private readonly hosts: ProxyHostSet;

  constructor(private readonly deps: ProxyServiceDeps) {
    ({ requester: this.requester, tokens: this.tokens, hosts: this.hosts } = deps);
  }

  async forward(call: ProxyCall): Promise<ProxyAnswer> {
    const verdict = this.tokens.check(call.token, call.client, call.destination);
    if (!verdict.ok) throw new HttpError(403, verdict.reason);
    let url: URL;
    try {
      url = new URL(call.destination);
    } catch {
      throw new HttpError(400, 'The destination is not a valid URL');
    }
    const general = verdict.token.kind === 'general';
    // A general token opens the deployment's hosts only, on every hop; a bound token its one URL,
    // which the server itself chose, and wherever that redirects past the address check.
    if (general && !this.hosts.allows(url)) {
      throw new HttpError(403, 'The proxy does not relay to this host');
    }
    await this.spend(verdict.token);
    const answer = await this.requester.request(call.destination, {
      method: call.method,
      headers: outgoingHeaders(call.headers, this.hosts.needsCredentials(url)),
      signal: call.signal,
      ...(general ? { hopAllowed: (hop: URL) => this.hosts.allows(hop) } : {}),
    });
    const headers = answerHeaders(answer.headers, answer.finalUrl);
    if (call.method === 'HEAD' || [204, 304].includes(answer.status)) {
      answer.body.destroy();
      return { status: answer.status, headers, body: null };
    }
    if (
      call.method === 'GET' &&
      answer.status === 200 &&
      isHlsPlaylist(answer.headers['content-type'], answer.finalUrl)
    ) {
      const { bytes: text, lines } = await readPlaylist(answer.headers, answer.body);
      delete headers['content-encoding'];
      delete headers['content-length'];
      const playlist = text.toString('utf8');
      if (!looksLikePlaylist(playlist)) return { status: 200, headers, body: text };
      await this.spendLines(call.client, lines);
      const sign = this.tokens.signerFor(call.client, lines);
      const self = `${call.selfUrl}?destination=`;
      // Tokens are base64url and dots, safe in a query as they are.
      const rewritten = await rewritePlaylistInSlices(
        playlist,
        answer.finalUrl,
        (uri) => `${self}${encodeURIComponent(uri)}&${PROXY_TOKEN_QUERY}=${sign(uri)}`,
      );
      if (rewritten === null) {
        throw new HttpError(502, 'The destination sent a playlist with a line too long to read');
      }
      delete headers.etag;
      delete headers['last-modified'];
      return {
        status: 200,
        // Each URI carries its own token, so the playlist is this viewer's alone.
        headers: {
          ...headers,
          'content-type': 'application/vnd.apple.mpegurl',
          'cache-control': 'private, no-store',
        },
        body: Buffer.from(rewritten, 'utf8'),
      };
    }
    return { status: answer.status, headers, body: answer.body };
  }

  /** Counts a playlist's lines against its client's minute; past the budget it answers 429. */
  private async spendLines(client: string, lines: number): Promise<void> {
    const limit = this.deps.playlistLinesPerMinute ?? PLAYLIST_LINES_PER_MINUTE;
    const units = Math.max(1, Math.ceil(lines / LINES_PER_UNIT));
    const results = await Promise.all(
      Array.from({ length: units }, () =>
        this.deps.limiter.hit(
          `proxy-playlist-lines:${client}`,
          Math.floor(limit / LINES_PER_UNIT),
          60_000,
        ),
      ),
    );
    if (results.some((result) => !result.allowed)) {
      throw new HttpError(
        429,
        'This client has had too many playlist lines rewritten this minute; try again shortly',
      );
    }
  }

  /** One request of the token's budget; a used-up token answers 429 until a new one is asked. */
  private async spend(token: GrantedToken): Promise<void> {
    const lifetime = Math.max(1000, token.expiresAt - this.deps.clock());
    const result = await this.deps.limiter.hit(`proxy-token:${token.id}`, token.budget, lifetime);
    if (!result.allowed) {
      throw new HttpError(429, 'This proxy token has used up its requests; ask for a new one');
    }
  }
}

function outgoingHeaders(
  incoming: IncomingHttpHeaders,
  credentials: boolean,
): Record<string, string> {
  const connectionListed = String(incoming.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    if (connectionListed.includes(name)) continue;
    if (DROPPED_REQUEST_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    if (!credentials && CREDENTIAL_HEADERS.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  for (const [from, to] of Object.entries(REQUEST_HEADER_MAP)) {
    const value = incoming[from];
    if (!credentials && CREDENTIAL_HEADERS.has(to)) continue;
    if (typeof value === 'string' && value !== '') out[to] = value;
  }
  // Only encodings a playlist can be decoded from for rewriting.
  out['accept-encoding'] = 'gzip, deflate, br';
  return out;
}

function answerHeaders(upstream: IncomingHttpHeaders, finalUrl: string): Record<string, string> {
  const connectionListed = String(upstream.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    if (connectionListed.includes(name) || name.startsWith('access-control-')) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const cookies = upstream['set-cookie'];
  if (cookies && cookies.length > 0) out['x-set-cookie'] = cookies.join(', ');
  out['x-final-destination'] = finalUrl;
  return { ...out, ...CORS_HEADERS, ...SAFETY_HEADERS };
}

/**
 * The playlist's decoded bytes, at most PLAYLIST_MAX_BYTES of them in PLAYLIST_MAX_LINES lines:
 * counted as they arrive, so an oversized one is refused as soon as it passes either.
 */
async function readPlaylist(
  headers: IncomingHttpHeaders,
  raw: Readable,
): Promise<{ bytes: Buffer; lines: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  // LF and CR counted apart, so CRLF endings count once and CR-only ones still count.
  let feeds = 0;
  let returns = 0;
  try {
    for await (const chunk of decodeBody(headers, raw)) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > PLAYLIST_MAX_BYTES) {
        throw new HttpError(
          413,
          `The playlist is larger than the proxy's limit of ${PLAYLIST_MAX_BYTES} bytes`,
        );
      }
      feeds += occurrences(buffer, 10);
      returns += occurrences(buffer, 13);
      if (Math.max(feeds, returns) > PLAYLIST_MAX_LINES) {
        throw new HttpError(
          413,
          `The playlist has more than the proxy's limit of ${PLAYLIST_MAX_LINES} lines`,
        );
      }
      chunks.push(buffer);
    }
  } catch (error) {
    raw.destroy();
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'The destination sent a playlist that could not be read');
  }
  return { bytes: Buffer.concat(chunks), lines: Math.max(feeds, returns) + 1 };
}

function occurrences(buffer: Buffer, byte: number): number {
  let count = 0;
  for (let at = buffer.indexOf(byte); at !== -1; at = buffer.indexOf(byte, at + 1)) count += 1;
  return count;
}
