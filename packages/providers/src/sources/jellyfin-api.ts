import { isHttpUrl } from '@screenroom/core';
import { NotFoundError, ScrapeFailureError } from '../errors.ts';
import type { Fetcher, FetcherResponse } from '../fetcher.ts';
import { isJsonObject } from './json-request.ts';

/** The viewer's own Jellyfin server: its address (with any base path) and an API key. */
export type JellyfinConfig = {
  url: string;
  apiKey: string;
  /** How long one request may take; a home server on a slow link still answers well inside it. */
  timeoutMs?: number;
};

export const JELLYFIN_TIMEOUT_MS = 10_000;

/** Jellyfin's answers are PascalCase; only the fields we read are named. */
export type JellyfinMediaStream = {
  Type?: string;
  Index?: number;
  Language?: string | null;
  Height?: number | null;
  Width?: number | null;
  IsTextSubtitleStream?: boolean;
};

export type JellyfinMediaSource = {
  Id?: string;
  Container?: string | null;
  MediaStreams?: JellyfinMediaStream[];
};

export type JellyfinItem = {
  Id?: string;
  Name?: string;
  Type?: string;
  ProductionYear?: number | null;
  ProviderIds?: Record<string, string | null> | null;
  ParentIndexNumber?: number | null;
  IndexNumber?: number | null;
  IndexNumberEnd?: number | null;
  MediaSources?: JellyfinMediaSource[] | null;
};

export type JellyfinQueryResult = { Items: JellyfinItem[]; TotalRecordCount?: number };

export function jellyfinBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** Checks the configuration once, when the source is made, so a run never starts from a bad one. */
export function checkedJellyfinConfig(config: JellyfinConfig): Required<JellyfinConfig> {
  const url = jellyfinBaseUrl(config.url);
  if (!isHttpUrl(url)) throw new Error(`Jellyfin address '${config.url}' is not an http(s) URL`);
  const apiKey = config.apiKey.trim();
  if (apiKey === '') throw new Error('Jellyfin needs an API key');
  return { url, apiKey, timeoutMs: config.timeoutMs ?? JELLYFIN_TIMEOUT_MS };
}

/** The current scheme; the legacy `X-Emby-Token` header and `api_key` query may be turned off. */
export function jellyfinAuthorization(apiKey: string): string {
  return `MediaBrowser Token="${apiKey}"`;
}

class JellyfinTimeout extends Error {}

/**
 * One GET to the server with the key and a time limit. The run's own abort passes through as
 * itself; a timeout or an unreachable server becomes a failure that says so.
 */
export async function jellyfinRequest(
  fetcher: Fetcher,
  config: Required<JellyfinConfig>,
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<FetcherResponse> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new JellyfinTimeout()), config.timeoutMs);
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await fetcher(`${config.url}${path}`, {
      query,
      headers: { authorization: jellyfinAuthorization(config.apiKey) },
      signal: controller.signal,
    });
  } catch (error) {
    signal?.throwIfAborted();
    if (controller.signal.reason instanceof JellyfinTimeout) {
      throw new ScrapeFailureError(`Jellyfin did not answer within ${config.timeoutMs / 1000} s`, {
        kind: 'unreachable',
      });
    }
    throw new ScrapeFailureError(`Jellyfin could not be reached at ${config.url}`, {
      cause: error,
      kind: 'unreachable',
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * A JSON object from the server, or a failure naming why not: a refused key, an error status,
 * or a page that is not Jellyfin's (a login portal or the wrong address answers HTML).
 */
export async function jellyfinJson(
  fetcher: Fetcher,
  config: Required<JellyfinConfig>,
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const response = await jellyfinRequest(fetcher, config, path, query, signal);
  const status = response.statusCode;
  if (status === 401 || status === 403) {
    throw new ScrapeFailureError(`Jellyfin refused the API key (${status})`, { kind: 'refused' });
  }
  if (status === 404) throw new NotFoundError('Not on your Jellyfin server');
  if (status < 200 || status >= 300) {
    throw new ScrapeFailureError(`Jellyfin answered ${status}`, { kind: 'refused' });
  }
  if (!isJsonObject(response.body)) {
    throw new ScrapeFailureError(
      'Jellyfin answered something other than JSON; check the server address',
    );
  }
  return response.body;
}

export async function jellyfinItems(
  fetcher: Fetcher,
  config: Required<JellyfinConfig>,
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<JellyfinItem[]> {
  const body = await jellyfinJson(fetcher, config, path, query, signal);
  if (!Array.isArray(body.Items)) throw new ScrapeFailureError('Jellyfin answered without Items');
  return body.Items.filter(isJsonObject) as JellyfinItem[];
}
