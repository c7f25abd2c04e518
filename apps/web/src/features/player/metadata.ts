import {
  getMovieDetails,
  getSeason,
  getShowDetails,
  tmdbImageUrl,
  TmdbRequestError,
} from '../../shared/clients/tmdb.ts';
import {
  resolveEpisode,
  resolveSeason,
  type MediaRoute,
} from '../../shared/routing/media-route.ts';
import type { PlayerMeta } from './player-meta.ts';

export type MetadataFailure = 'notFound' | 'failed';

/** Tells two failures apart for the viewer: an unknown id versus anything else going wrong. */
export class MetadataError extends Error {
  constructor(readonly kind: MetadataFailure) {
    super(kind === 'notFound' ? "Couldn't find that media." : 'Failed to load metadata');
    this.name = 'MetadataError';
  }
}

function yearOf(date: string | null | undefined): number {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isNaN(year) ? 0 : year;
}

async function loadMeta(route: MediaRoute, signal?: AbortSignal): Promise<PlayerMeta> {
  if (route.type === 'movie') {
    const movie = await getMovieDetails(route.tmdbId, { signal });
    return {
      type: 'movie',
      tmdbId: String(movie.id),
      imdbId: movie.external_ids?.imdb_id ?? undefined,
      title: movie.title,
      releaseYear: yearOf(movie.release_date),
      poster: tmdbImageUrl(movie.poster_path, 'w342'),
    };
  }
  const show = await getShowDetails(route.tmdbId, { signal });
  const meta: PlayerMeta = {
    type: 'show',
    tmdbId: String(show.id),
    imdbId: show.external_ids?.imdb_id ?? undefined,
    title: show.name,
    releaseYear: yearOf(show.first_air_date),
    poster: tmdbImageUrl(show.poster_path, 'w342'),
  };
  if (route.season === undefined || route.episode === undefined) return meta;
  const { number, byId } = resolveSeason(show.seasons, route.season);
  const season = await getSeason(route.tmdbId, number, { signal });
  const episode = resolveEpisode(season.episodes, route.episode, byId);
  if (!episode) throw new MetadataError('notFound');
  return {
    ...meta,
    season: { number: season.season_number, title: season.name, tmdbId: String(season.id) },
    episode: {
      number: episode.episode_number,
      title: episode.name,
      tmdbId: String(episode.id),
      air_date: episode.air_date ?? undefined,
    },
  };
}

export async function loadPlayerMeta(route: MediaRoute, signal?: AbortSignal): Promise<PlayerMeta> {
  try {
    return await loadMeta(route, signal);
  } catch (error) {
    if (error instanceof MetadataError) throw error;
    if (error instanceof TmdbRequestError && error.status === 404) {
      throw new MetadataError('notFound');
    }
    throw error instanceof DOMException && error.name === 'AbortError'
      ? error
      : new MetadataError('failed');
  }
}
