import { CAROUSEL_ITEMS, type LibraryAvailability } from '@screenroom/core';
import {
  getMovieDetails,
  getShowDetails,
  type TmdbRequestOptions,
} from '../../../shared/clients/tmdb.ts';
import { movieToCard, showToCard } from './search-results.ts';
import type { MediaCardItem } from '../media/media-card-item.ts';

/** Which of the playable titles a list shows. */
export type ReadyKind = 'all' | 'movie' | 'show';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Cards for the titles our server plays, movies first, at most one carousel's worth. A title the
 * movie database cannot describe is left out rather than failing the whole list; an abort, or
 * every lookup failing, rejects.
 */
export async function readyToWatchCards(
  availability: LibraryAvailability,
  kind: ReadyKind,
  options: TmdbRequestOptions = {},
): Promise<MediaCardItem[]> {
  const wanted = [
    ...(kind === 'show' ? [] : availability.movies.map((id) => ({ id, type: 'movie' as const }))),
    ...(kind === 'movie' ? [] : availability.shows.map((id) => ({ id, type: 'show' as const }))),
  ].slice(0, CAROUSEL_ITEMS);
  return titleCards(wanted, options);
}

/**
 * Cards for these titles, in order, described by the movie database. A title it cannot describe
 * is left out rather than failing the whole list; an abort, or every lookup failing, rejects.
 */
export async function titleCards(
  wanted: readonly { id: number; type: 'movie' | 'show' }[],
  options: TmdbRequestOptions = {},
): Promise<MediaCardItem[]> {
  const answers = await Promise.allSettled(
    wanted.map(async ({ id, type }) =>
      type === 'movie'
        ? movieToCard(await getMovieDetails(id, options))
        : showToCard(await getShowDetails(id, options)),
    ),
  );
  const cards: MediaCardItem[] = [];
  const failures: unknown[] = [];
  for (const answer of answers) {
    if (answer.status === 'fulfilled') cards.push(answer.value);
    else failures.push(answer.reason);
  }
  const abort = failures.find(isAbort);
  if (abort) throw abort;
  if (cards.length === 0 && failures.length > 0) throw failures[0];
  return cards;
}
