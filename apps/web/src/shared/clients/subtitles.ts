import { onlineSubtitlesRoutes, type OnlineSubtitle } from '@screenroom/core';
import { callApi } from './api.ts';

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

/** Subtitles for a movie or an episode, most downloaded first; throws with the server's message. */
export async function searchOnlineSubtitles(
  query: OnlineSubtitleQuery,
  signal?: AbortSignal,
): Promise<OnlineSubtitle[]> {
  const { tmdbId, type, season, episode, imdbId, languages } = query;
  const answer = await callApi(
    onlineSubtitlesRoutes.search,
    {
      query: {
        tmdbId,
        type,
        season,
        episode,
        imdbId: imdbId || undefined,
        languages: languages && languages.length > 0 ? languages.join(',') : undefined,
      },
    },
    { ...(signal && { signal }) },
  );
  return answer.results;
}

/** The text of one subtitle file (SRT or WebVTT as uploaded); throws with the server's message. */
export async function downloadOnlineSubtitle(
  fileId: string,
  signal?: AbortSignal,
): Promise<string> {
  return callApi(onlineSubtitlesRoutes.file, { params: { fileId } }, { ...(signal && { signal }) });
}
