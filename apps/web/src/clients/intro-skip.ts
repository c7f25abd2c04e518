import { INTRO_SKIP_MAX_RETRIES, parseSkipTime } from '@screenroom/core';
import { appConfig } from '../config.ts';
import { joinBackendUrl } from './backend.ts';

/**
 * Skip-intro times, asked of our server: it answers from the chapter markers of
 * its library files and, when the operator configured one, from an intro-skip service.
 */

export interface IntroSkipQuery {
  /** `tt…`, when known; the server then also asks the operator's intro-skip service by it. */
  imdbId?: string;
  tmdbId: string | number;
  season: number;
  episode: number;
}

function introSkipPath({ imdbId, tmdbId, season, episode }: IntroSkipQuery): string {
  const tmdb = encodeURIComponent(String(tmdbId));
  return imdbId
    ? `/intro-skip/${encodeURIComponent(imdbId)}/${season}/${episode}?tmdbId=${tmdb}`
    : `/intro-skip/tmdb-${tmdb}/${season}/${episode}`;
}

/**
 * Where the intro ends, in seconds, or null when there is no skip time. A 500 answer is asked
 * again, up to INTRO_SKIP_MAX_RETRIES times; any other failure means no skip time. Only an
 * abort through `signal` rejects.
 */
export async function fetchIntroSkipTime(
  query: IntroSkipQuery,
  signal?: AbortSignal,
): Promise<number | null> {
  const url = joinBackendUrl(appConfig.backendUrl, introSkipPath(query));
  for (let attempt = 0; attempt <= INTRO_SKIP_MAX_RETRIES; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return null;
    }
    if (response.status === 500) continue;
    if (!response.ok) return null;
    try {
      const body = (await response.json()) as { introSkipTime?: unknown } | null;
      return parseSkipTime(body?.introSkipTime);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return null;
    }
  }
  return null;
}
