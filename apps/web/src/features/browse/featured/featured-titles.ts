import {
  EDITOR_PICK_MOVIE_IDS,
  EDITOR_PICK_SHOW_IDS,
  featuredFromEditorPicks,
  featuredFromPopular,
  type RandomSource,
} from '@screenroom/core';
import {
  getDiscoverPage,
  getMovieOverview,
  getShowOverview,
  type MovieOverviewAnswer,
  type ShowOverviewAnswer,
  type TmdbRequestOptions,
} from '../../../shared/clients/tmdb.ts';
import type { DiscoverCategory } from '../../../shared/stores/discover.ts';

/** A featured title as the movie database answered it, before the viewer's options apply. */
export type FeaturedAnswer =
  { type: 'movie'; answer: MovieOverviewAnswer } | { type: 'show'; answer: ShowOverviewAnswer };

/** Which titles to feature: movie and show ids, in the order the slides show them. */
async function chooseIds(
  category: DiscoverCategory,
  random: RandomSource,
  options: TmdbRequestOptions,
): Promise<{ movies: number[]; shows: number[] }> {
  if (category === 'editorpicks') {
    return featuredFromEditorPicks(EDITOR_PICK_MOVIE_IDS, EDITOR_PICK_SHOW_IDS, random);
  }
  if (category === 'movies') {
    const page = await getDiscoverPage({ contentType: 'popular', mediaType: 'movie' }, 1, options);
    return {
      movies: featuredFromPopular(
        page.results.map((r) => r.id),
        random,
      ),
      shows: [],
    };
  }
  const page = await getDiscoverPage({ contentType: 'popular', mediaType: 'tv' }, 1, options);
  return {
    movies: [],
    shows: featuredFromPopular(
      page.results.map((r) => r.id),
      random,
    ),
  };
}

/**
 * The featured titles of a discover tab (editor picks on home), each with its details: a title
 * that fails to load is left out, and the slider fails only when none loads.
 */
export async function fetchFeaturedAnswers(
  category: DiscoverCategory,
  random: RandomSource,
  options: TmdbRequestOptions,
): Promise<FeaturedAnswer[]> {
  const { movies, shows } = await chooseIds(category, random, options);
  const settled = await Promise.allSettled<FeaturedAnswer>([
    ...movies.map(async (id) => ({
      type: 'movie' as const,
      answer: await getMovieOverview(id, options),
    })),
    ...shows.map(async (id) => ({
      type: 'show' as const,
      answer: await getShowOverview(id, options),
    })),
  ]);
  const answers = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (answers.length === 0 && settled.length > 0) {
    const failure = settled.find((result) => result.status === 'rejected');
    throw failure?.reason instanceof Error ? failure.reason : new Error('No featured title loaded');
  }
  return answers;
}
