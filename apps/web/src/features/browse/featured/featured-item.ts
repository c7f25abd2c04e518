import {
  releaseBadge,
  type ReleaseBadge,
  type ReleaseDates,
  type TmdbReleaseDates,
} from '@screenroom/core';
import type { MovieOverviewAnswer, ShowOverviewAnswer } from '../../../shared/clients/tmdb.ts';
import {
  movieDetailsData,
  showDetailsData,
  type DetailsData,
  type DetailsOptions,
} from '../details/details-data.ts';

/** The movie database's release types for a cinema release and a digital one. */
const THEATRICAL_RELEASE = 3;
const DIGITAL_RELEASE = 4;

/** One slide: what the details window knows of the title, and its quality badge. */
export interface FeaturedItem {
  data: DetailsData;
  badge: ReleaseBadge | null;
}

function earliest(dates: TmdbReleaseDates | undefined, type: number): string | undefined {
  let first: { time: number; text: string } | undefined;
  for (const country of dates?.results ?? []) {
    for (const release of country.release_dates) {
      if (release.type !== type || !release.release_date) continue;
      const time = Date.parse(release.release_date);
      if (Number.isNaN(time)) continue;
      if (!first || time < first.time) first = { time, text: release.release_date };
    }
  }
  return first?.text;
}

/** The first cinema release and the first digital release in any country, where listed. */
export function featuredReleaseDates(dates: TmdbReleaseDates | undefined): ReleaseDates {
  return {
    theatricalReleaseDate: earliest(dates, THEATRICAL_RELEASE) ?? null,
    digitalReleaseDate: earliest(dates, DIGITAL_RELEASE) ?? null,
  };
}

export function movieFeaturedItem(
  answer: MovieOverviewAnswer,
  options: DetailsOptions,
  now: Date = new Date(),
): FeaturedItem {
  return {
    data: movieDetailsData(answer, options),
    badge: releaseBadge('movie', featuredReleaseDates(answer.release_dates), now),
  };
}

/** Shows carry no quality badge. */
export function showFeaturedItem(
  answer: ShowOverviewAnswer,
  options: DetailsOptions,
): FeaturedItem {
  return { data: showDetailsData(answer, options), badge: null };
}
