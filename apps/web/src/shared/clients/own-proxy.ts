import {
  PROXY_TOKEN_HEADER,
  PROXY_TOKEN_QUERY,
  proxiedUrl,
  proxyTokenAnswerSchema,
  type ProxyTokenAnswer,
} from '@screenroom/core';
import { makeStandardFetcher, type Fetcher, type FetchLike } from '@screenroom/providers';
import { BackendError, backendErrorFromBody, readBody } from './backend.ts';
import { makeWorkersFetcher } from './workers-fetcher.ts';
import { withServerSession } from './server-access.ts';

/** A token is replaced this long before it runs out, so no request leaves with a dying one. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface OwnProxyOptions {
  /**
   * Where the server that served this page answers. Its proxy issues tokens to its own pages
   * only, so this is the page's origin, not a backend configured elsewhere.
   */
  origin?: string;
  fetchFn?: FetchLike;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  clock?: () => number;
}

type HeldToken = { token: string; refreshAt: number };

/**
 * Our server's proxy (`/proxy/?destination=…`), which wants a token it issued to this app: the
 * client gets one from `/proxy/token`, keeps it until shortly before it runs out, and builds
 * proxied URLs and a provider `Fetcher` with it.
 */
export class OwnProxyClient {
  readonly base: string;
  /** Provider requests through our proxy, with the workers' header renaming and final URL. */
  readonly fetcher: Fetcher;
  private readonly fetchFn: FetchLike;
  private readonly clock: () => number;
  private held: HeldToken | null = null;
  private pending: Promise<string> | null = null;

  constructor(options: OwnProxyOptions = {}) {
    const origin = options.origin ?? globalThis.location.origin;
    this.base = `${origin.replace(/\/+$/, '')}/proxy/`;
    this.fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
    this.clock = options.clock ?? Date.now;
    const send = async (input: string, init: RequestInit) => {
      const token = await this.token();
      const headers = new Headers(init.headers);
      headers.set(PROXY_TOKEN_HEADER, token);
      return { token, response: await this.fetchFn(input, { ...init, headers }) };
    };
    const withToken = makeStandardFetcher(async (input, init = {}) => {
      const first = await send(input, init);
      // A token is bound to the address it was issued to and spends a budget: after a network
      // change (403) or once it is used up (429), the next request asks for a new one.
      if (first.response.status !== 403 && first.response.status !== 429) return first.response;
      if (this.held?.token === first.token) this.held = null;
      if (first.response.status === 429) return first.response;
      // The refusal is a short JSON message; read it so the connection is free again.
      await first.response.arrayBuffer().catch(() => undefined);
      return (await send(input, init)).response;
    });
    this.fetcher = makeWorkersFetcher([this.base], withToken);
  }

  /** A token for any destination, fetched again shortly before it expires. */
  token(): Promise<string> {
    if (this.held && this.clock() < this.held.refreshAt) return Promise.resolve(this.held.token);
    this.pending ??= this.requestToken()
      .then((answer) => {
        this.held = {
          token: answer.token,
          refreshAt: answer.localExpiresAt - TOKEN_REFRESH_MARGIN_MS,
        };
        return answer.token;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** A proxied URL with the short-lived token in its query: for one request made soon. */
  async url(destination: string): Promise<string> {
    return withToken(proxiedUrl(this.base, destination), await this.token());
  }

  /**
   * A proxied URL for a media element (`<video src>`, hls.js): its token opens only this
   * destination, for as long as a film takes, since the element asks again on every seek.
   */
  async mediaUrl(destination: string): Promise<string> {
    const { token } = await this.requestToken(destination);
    return withToken(proxiedUrl(this.base, destination), token);
  }

  private async requestToken(
    destination?: string,
  ): Promise<ProxyTokenAnswer & { localExpiresAt: number }> {
    const query = destination ? `?destination=${encodeURIComponent(destination)}` : '';
    let response: Response;
    try {
      // A server that keeps its proxy to accounts gives tokens to signed-in viewers only.
      response = await this.fetchFn(
        `${this.base}token${query}`,
        withServerSession({ cache: 'no-store' }),
      );
    } catch (error) {
      throw new BackendError(0, error instanceof Error ? error.message : 'Network error');
    }
    const body = await readBody(response).catch(() => undefined);
    if (!response.ok) throw backendErrorFromBody(response.status, body, response.statusText);
    const answer = proxyTokenAnswerSchema.parse(body);
    // The expiry is the server's time; measured against its Date header, a wrong clock here
    // cannot keep a token past its end.
    const serverNow = Date.parse(response.headers.get('date') ?? '');
    const lifetime = answer.expiresAt - (Number.isNaN(serverNow) ? this.clock() : serverNow);
    return { ...answer, localExpiresAt: this.clock() + lifetime };
  }
}

function withToken(url: string, token: string): string {
  return `${url}&${PROXY_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

let shared: OwnProxyClient | null = null;

/** The page's one client of our proxy, made on first use. */
export function ownProxy(): OwnProxyClient {
  shared ??= new OwnProxyClient();
  return shared;
}
