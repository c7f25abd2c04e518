import { INTRO_SKIP_MAX_RETRIES, introSkipRoutes, parseSkipTime } from '@screenroom/core';
import { callApi } from './api.ts';

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

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Where the intro ends, in seconds, or null when there is no skip time. A 500 answer is asked
 * again, up to INTRO_SKIP_MAX_RETRIES times; any other failure means no skip time. Only an
 * abort through `signal` rejects.
 */
export async function fetchIntroSkipTime(
  { imdbId, tmdbId, season, episode }: IntroSkipQuery,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const answer = await callApi(
      introSkipRoutes.introSkip,
      imdbId
        ? { params: { id: imdbId, season, episode }, query: { tmdbId } }
        : { params: { id: `tmdb-${tmdbId}`, season, episode }, query: {} },
      { retries: INTRO_SKIP_MAX_RETRIES, ...(signal && { signal }) },
    );
    return parseSkipTime(answer.introSkipTime);
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
}
