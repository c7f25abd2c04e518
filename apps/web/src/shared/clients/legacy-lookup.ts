import type { MediaType } from '@screenroom/core';
import { tmdbUrl } from './tmdb.ts';
import type {
  AvailabilitySeason,
  AvailabilityTitle,
  LegacyLookup,
} from '../routing/legacy-media.ts';

interface FindAnswer {
  movie_results?: { id: number }[];
  tv_results?: { id: number }[];
}

/**
 * One streaming-availability answer: null for 400 or 404, which mean not found; any other
 * failure throws.
 */
async function availabilityAnswer<T>(url: string): Promise<T | null> {
  const response = await fetch(url);
  if (response.status === 400 || response.status === 404) return null;
  if (!response.ok) throw new Error(`Streaming-availability service answered ${response.status}`);
  return (await response.json()) as T;
}

/** The streaming-availability service and the movie database's find call, over HTTP. */
export function httpLegacyLookup(availabilityUrl: string): LegacyLookup {
  const base = availabilityUrl.replace(/\/+$/, '');
  return {
    availabilityTitle: (type, id) =>
      availabilityAnswer<AvailabilityTitle>(
        `${base}/content/titles/${type}/${encodeURIComponent(id)}/locale/en_US`,
      ),
    availabilitySeason: (seasonId) =>
      availabilityAnswer<AvailabilitySeason>(
        `${base}/content/titles/show_season/${encodeURIComponent(seasonId)}/locale/en_US`,
      ),
    async tmdbIdFromImdb(imdbId: string, type: MediaType) {
      const response = await fetch(tmdbUrl(`find/${imdbId}`, { external_source: 'imdb_id' }));
      if (!response.ok) return null;
      const answer = (await response.json()) as FindAnswer;
      const results = type === 'movie' ? answer.movie_results : answer.tv_results;
      const first = results?.[0];
      return first ? String(first.id) : null;
    },
  };
}
