import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import {
  checkDestinationUrl,
  isAllowedHost,
  refusedAddressReason,
  type DestinationPolicy,
} from '@screenroom/core';
import { HttpError } from '../http/errors.ts';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Turns a host name into its addresses; tests hand in their own so no real name is resolved. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export interface SafeRequestLimits {
  policy: DestinationPolicy;
  /** The most one answer's body may carry. */
  maxBytes: number;
  /** For the answer's headers, and the longest silence within its body. */
  timeoutMs: number;
  /** For the whole exchange, redirects and body included. */
  maxDurationMs: number;
  maxRedirects: number;
  /** How long a reader that stopped taking bytes (a paused video) may keep the answer open. */
  heldBackMs: number;
}

export interface SafeRequestInit {
  method?: string;
  /** Sent as they are, apart from Host, which is always the destination's. */
  headers?: Record<string, string>;
  body?: Buffer;
  signal?: AbortSignal;
  /** Below the requester's own cap, for callers that expect small answers. */
  maxBytes?: number;
  /** A further rule for every hop, redirects included (the hosts a general proxy token opens). */
  hopAllowed?: (url: URL) => boolean;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came (still encoded), cut off with an error past the byte cap. */
  body: Readable;
  /** The URL that answered, after redirects. */
  finalUrl: string;
}

export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The byte cap of an answer was reached while streaming. */
export class ProxyLimitError extends HttpError {
  constructor(maxBytes: number) {
    super(413, `The answer is larger than the proxy's limit of ${maxBytes} bytes`);
  }
}

/**
 * Outgoing HTTP for anything a client names (the proxy, viewer-supplied servers such as a
 * Jellyfin URL). Each hop's URL is judged, its name resolved once, every address judged, and the
 * connection made to the judged address itself with the name kept for Host and TLS, so a second,
 * different DNS answer (rebinding) is never asked for. Redirects are followed here, each hop judged
 * again. Operator-allowed hosts skip the address check for themselves only.
 */
export class SafeRequester {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly limits: SafeRequestLimits,
    private readonly resolve: Resolver = systemResolver,
  ) {}

  /** A `fetch` for server modules: same checks, bodies decoded, `url` set to the final URL. */
  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    let request: Request;
    try {
      request = new Request(input, init);
    } catch {
      throw new HttpError(400, 'The destination is not a valid URL');
    }
    const body = init.body == null ? undefined : Buffer.from(await request.arrayBuffer());
    const headers = Object.fromEntries(request.headers);
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    const answer = await this.request(input, {
      method: request.method,
      headers,
      body,
      signal: init.signal ?? undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value ?? ''])
        responseHeaders.append(name, item);
    }
    const noBody = request.method === 'HEAD' || [204, 205, 304].includes(answer.status);
    const decoded = decodeBody(answer.headers, answer.body);
    if (decoded !== answer.body) {
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
    }
    if (noBody) answer.body.destroy();
    const response = new Response(noBody ? null : (Readable.toWeb(decoded) as ReadableStream), {
      status: answer.status,
      headers: responseHeaders,
    });
    // A constructed Response has an empty url; callers read the final URL from it as from fetch.
    Object.defineProperty(response, 'url', { value: answer.finalUrl });
    return response;
  };

  async request(url: string, init: SafeRequestInit = {}): Promise<SafeResponse> {
    const started = Date.now();
    const maxBytes = Math.min(init.maxBytes ?? this.limits.maxBytes, this.limits.maxBytes);
    let current = url;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = { ...init.headers };
    for (let hop = 0; hop <= this.limits.maxRedirects; hop += 1) {
      const target = await this.checked(current, hop > 0);
      if (init.hopAllowed && !init.hopAllowed(target.url)) {
        throw new HttpError(
          403,
          hop > 0
            ? 'The destination redirected to a host the proxy does not relay to'
            : 'The proxy does not relay to this host',
          undefined,
          `not among the proxy's hosts: ${target.url.host}`,
        );
      }
      const remaining = this.limits.maxDurationMs - (Date.now() - started);
      if (remaining <= 0) throw timeoutError(this.limits.maxDurationMs);
      const answer = await this.send(target, { method, headers, body, signal: init.signal });
      const location = answer.headers.location;
      if (!REDIRECT_STATUSES.has(answer.statusCode ?? 0) || !location) {
        return this.finish(answer, target.url.href, method, maxBytes, remaining, init.signal);
      }
      answer.destroy();
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch {
        throw new HttpError(502, 'The destination redirected to an invalid URL');
      }
      const status = answer.statusCode ?? 0;
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      if (next.origin !== target.url.origin) {
        delete headers.authorization;
        delete headers.cookie;
      }
      current = next.href;
    }
    throw new HttpError(
      502,
      `The destination redirected more than ${this.limits.maxRedirects} times`,
    );
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  /** Judges the URL and resolves its name once; the answer is the one address to connect to. */
  private async checked(url: string, isRedirect: boolean): Promise<CheckedTarget> {
    // The client learns that it was refused, never what an address inside is or resolves to.
    const refuse = (reason: string): never => {
      throw new HttpError(
        403,
        isRedirect
          ? 'The destination redirected to an address this server does not reach'
          : 'This server does not reach that address',
        undefined,
        `${url}: ${reason}`,
      );
    };
    const verdict = checkDestinationUrl(url, this.limits.policy);
    if (!verdict.ok) {
      // A malformed URL or scheme says only what the client itself sent.
      if (verdict.kind === 'invalid' && !isRedirect) throw new HttpError(400, verdict.reason);
      return refuse(verdict.reason);
    }
    const { destination } = verdict;
    let addresses: ResolvedAddress[];
    if (destination.ip) {
      addresses = [{ address: destination.host, family: destination.ip.kind === 'ipv6' ? 6 : 4 }];
    } else {
      try {
        addresses = await this.resolve(destination.host);
      } catch (error) {
        throw new HttpError(
          502,
          'The destination could not be reached',
          undefined,
          `could not resolve ${destination.host}: ${(error as Error).message}`,
        );
      }
      if (addresses.length === 0) {
        throw new HttpError(
          502,
          'The destination could not be reached',
          undefined,
          `no address for ${destination.host}`,
        );
      }
    }
    if (!destination.allowedHost) {
      // Every address is judged, not only the one used: a name that also points inward is refused.
      for (const { address } of addresses) {
        if (isAllowedHost(this.limits.policy, address, destination.port)) continue;
        const reason = refusedAddressReason(address);
        if (reason) refuse(`${destination.host} resolves to ${reason}`);
      }
    }
    const [first] = addresses as [ResolvedAddress];
    return {
      url: destination.url,
      host: destination.host,
      isIp: destination.ip !== null,
      port: destination.port,
      ...first,
    };
  }

  private send(
    target: CheckedTarget,
    init: {
      method: string;
      headers: Record<string, string>;
      body: Buffer | undefined;
      signal: AbortSignal | undefined;
    },
  ): Promise<http.IncomingMessage> {
    const secure = target.url.protocol === 'https:';
    const headers: Record<string, string> = { ...init.headers, host: target.url.host };
    if (init.body) headers['content-length'] = String(init.body.length);
    else delete headers['content-length'];
    const options: https.RequestOptions = {
      host: target.address,
      family: target.family,
      port: target.port,
      method: init.method,
      path: `${target.url.pathname}${target.url.search}`,
      headers,
      setHost: false,
      agent: secure ? this.httpsAgent : this.httpAgent,
      signal: init.signal,
    };
    // TLS names the host, so its certificate is checked against the name rather than the address.
    if (secure && !target.isIp) options.servername = target.host;
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(options);
      const timer = setTimeout(
        () => request.destroy(timeoutError(this.limits.timeoutMs)),
        this.limits.timeoutMs,
      );
      request.once('response', (response) => {
        clearTimeout(timer);
        resolve(response);
      });
      request.once('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof HttpError ? error : upstreamError(error, init.signal));
      });
      request.end(init.body);
    });
  }

  /** Caps the body by bytes, silence and total time; refuses at once what announces itself as too big. */
  private finish(
    answer: http.IncomingMessage,
    finalUrl: string,
    method: string,
    maxBytes: number,
    remainingMs: number,
    signal: AbortSignal | undefined,
  ): SafeResponse {
    const announced = Number(answer.headers['content-length']);
    if (method !== 'HEAD' && Number.isFinite(announced) && announced > maxBytes) {
      answer.destroy();
      throw new ProxyLimitError(maxBytes);
    }
    const body = answer.pipe(new ByteCap(maxBytes));
    answer.once('error', (error) => body.destroy(error));
    const stop = (error: Error) => {
      if (!answer.destroyed) answer.destroy();
      body.destroy(error);
    };
    const total = setTimeout(() => stop(timeoutError(this.limits.maxDurationMs)), remainingMs);
    // Silence counts only while the reader wants more: a paused video holds the stream back,
    // but for heldBackMs at most, so a reader that stops cannot keep the connection for hours.
    let heldBack: NodeJS.Timeout | null = null;
    const idle = setTimeout(() => {
      if (heldBack) idle.refresh();
      else stop(timeoutError(this.limits.timeoutMs));
    }, this.limits.timeoutMs);
    answer.on('data', () => idle.refresh());
    answer.on('pause', () => {
      heldBack ??= setTimeout(
        () => stop(new HttpError(504, 'The client stopped reading')),
        this.limits.heldBackMs,
      );
    });
    answer.on('resume', () => {
      if (heldBack) clearTimeout(heldBack);
      heldBack = null;
      idle.refresh();
    });
    const onAbort = () => stop(new Error('The client went away'));
    signal?.addEventListener('abort', onAbort, { once: true });
    body.once('close', () => {
      clearTimeout(total);
      clearTimeout(idle);
      if (heldBack) clearTimeout(heldBack);
      signal?.removeEventListener('abort', onAbort);
      if (!answer.destroyed) answer.destroy();
    });
    return { status: answer.statusCode ?? 502, headers: answer.headers, body, finalUrl };
  }
}

type CheckedTarget = ResolvedAddress & { url: URL; host: string; isIp: boolean; port: number };

class ByteCap extends Transform {
  private seen = 0;

  constructor(private readonly maxBytes: number) {
    // Socket reads come in chunks of up to 64 KiB; with the default 16 KiB mark every chunk
    // would pause and resume the destination.
    super({ highWaterMark: 256 * 1024 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) callback(new ProxyLimitError(this.maxBytes));
    else callback(null, chunk);
  }
}

function timeoutError(ms: number): HttpError {
  return new HttpError(504, `The destination did not answer within ${Math.round(ms / 1000)} s`);
}

function upstreamError(error: Error, signal: AbortSignal | undefined): Error {
  if (signal?.aborted) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return new HttpError(
    502,
    'The destination could not be reached',
    undefined,
    code ?? error.message,
  );
}

/** The body without its Content-Encoding (gzip, deflate or br); others pass as they are. */
export function decodeBody(headers: http.IncomingHttpHeaders, body: Readable): Readable {
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return body;
  body.once('error', (error) => decoder.destroy(error));
  return body.pipe(decoder);
}
