import { readCappedText } from '../http/capped-body.ts';
import { MemoryCache, type SharedCache } from '../infra/shared-cache.ts';
import { serviceOffline } from './tmdb-errors.ts';

/** What the real service answered, passed on to the browser unchanged. */
export interface ProxyResponse {
  status: number;
  contentType: string;
  body: string;
}

export interface TmdbProxyOptions {
  apiKey: string;
  primaryUrl: string;
  fallbackUrl: string;
  /** How long each host may take: 5000 ms the first, 30000 ms the alternate one by default. */
  primaryTimeoutMs?: number;
  fallbackTimeoutMs?: number;
  /** Successful answers by path and query (in this process when not given). */
  cache?: SharedCache<ProxyResponse>;
  fetch?: typeof fetch;
}

/**
 * The largest answers the app asks for, a long show's details with its credits, videos and
 * images appended, run to one or two megabytes; 4 MiB is above any of them, and with up to a
 * thousand answers cached, a cap far above that would let a broken host fill the memory.
 */
export const TMDB_MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Successful answers are kept 10 minutes. */
export const tmdbProxyCache = { ttlMs: 10 * 60_000, maxEntries: 1000 } as const;

/** The only forwarded parameter we drop: the browser's key must never replace the server's. */
const DROPPED_PARAMETERS = new Set(['api_key']);

export function forwardedQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of search) if (!DROPPED_PARAMETERS.has(name)) kept.append(name, value);
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Forwards `/tmdb/3/...` to the real movie database with the server's bearer token. A timeout,
 * a network failure, an answer past the cap or a 5xx on the first host moves on to the alternate
 * host; the real service's own 4xx errors pass through as they are. 200 answers are cached per
 * path and query string (the language is part of the query, so each language has its own entry).
 */
export class TmdbProxy {
  private readonly cache: SharedCache<ProxyResponse>;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: TmdbProxyOptions) {
    this.cache = options.cache ?? new MemoryCache(tmdbProxyCache);
    this.fetchImpl = options.fetch ?? fetch;
  }

  async forward(pathAndQuery: string): Promise<ProxyResponse> {
    const cached = await this.cache.get(pathAndQuery);
    if (cached) return cached;
    const hosts: [string, number][] = [
      [this.options.primaryUrl, this.options.primaryTimeoutMs ?? 5000],
      [this.options.fallbackUrl, this.options.fallbackTimeoutMs ?? 30_000],
    ];
    for (const [base, timeoutMs] of hosts) {
      const response = await this.tryHost(base, pathAndQuery, timeoutMs);
      if (!response || response.status >= 500) continue;
      if (response.status === 200) await this.cache.set(pathAndQuery, response);
      return response;
    }
    const offline = serviceOffline();
    return {
      status: offline.httpStatus,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(offline.body),
    };
  }

  private async tryHost(
    base: string,
    pathAndQuery: string,
    timeoutMs: number,
  ): Promise<ProxyResponse | null> {
    try {
      const response = await this.fetchImpl(`${base.replace(/\/+$/, '')}${pathAndQuery}`, {
        headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json; charset=utf-8',
        body: await readCappedText(response, TMDB_MAX_ANSWER_BYTES),
      };
    } catch {
      // A timeout, a failed connection or an answer past the cap: the alternate host may do better.
      return null;
    }
  }
}
