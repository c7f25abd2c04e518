import { onlineSubtitleSearchAnswerSchema, type OnlineSubtitle } from '@screenroom/core';
import { appConfig } from '../config.ts';
import { BackendError, backendErrorFromBody, joinBackendUrl } from './backend.ts';
import { withServerSession } from './server-access.ts';

/**
 * Online subtitles through our server: the server holds the OpenSubtitles key
 * and caches; the browser only sees results and subtitle text. `appConfig.onlineSubtitles` says
 * whether the server offers them at all.
 */

export interface OnlineSubtitleQuery {
  tmdbId: string | number;
  type: 'movie' | 'show';
  /** Required for a show. */
  season?: number;
  episode?: number;
  /** `tt…`; finds more subtitles when known. */
  imdbId?: string;
  /** ISO 639-1 codes to keep; every language when absent. */
  languages?: string[];
}

export type { OnlineSubtitle };

async function request(path: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(
      joinBackendUrl(appConfig.backendUrl, path),
      withServerSession({ signal }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new BackendError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON (a proxy's error page): the status text says what happened.
    }
    throw backendErrorFromBody(response.status, body, response.statusText);
  }
  return response;
}

/** Subtitles for a movie or an episode, most downloaded first; throws with the server's message. */
export async function searchOnlineSubtitles(
  query: OnlineSubtitleQuery,
  signal?: AbortSignal,
): Promise<OnlineSubtitle[]> {
  const params = new URLSearchParams({ tmdbId: String(query.tmdbId), type: query.type });
  if (query.season !== undefined) params.set('season', String(query.season));
  if (query.episode !== undefined) params.set('episode', String(query.episode));
  if (query.imdbId) params.set('imdbId', query.imdbId);
  if (query.languages && query.languages.length > 0) {
    params.set('languages', query.languages.join(','));
  }
  const response = await request(`/subtitles/search?${params.toString()}`, signal);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = onlineSubtitleSearchAnswerSchema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      'The server sent subtitle search results in a form the app does not understand',
    );
  }
  return parsed.data.results;
}

/** The text of one subtitle file (SRT or WebVTT as uploaded); throws with the server's message. */
export async function downloadOnlineSubtitle(
  fileId: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await request(`/subtitles/file/${encodeURIComponent(fileId)}`, signal);
  return response.text();
}
