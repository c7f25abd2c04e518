import type {
  MediaType,
  TmdbContentRatings,
  TmdbCredits,
  TmdbImage,
  TmdbReleaseDates,
  TmdbVideo,
} from '@screenroom/core';
import {
  tmdbImageUrl,
  type MovieOverviewAnswer,
  type ShowOverviewAnswer,
} from '../../../shared/clients/tmdb.ts';

/** The cast the window lists, in billing order. */
export const CAST_SHOWN = 20;

/** Age ratings are read for this country, as the movie database lists them. */
const RATING_COUNTRY = 'US';

/** The movie database's release type for a cinema release. */
const THEATRICAL_RELEASE = 3;

export interface DetailsPerson {
  id: number;
  name: string;
  character?: string;
  /** w185 profile picture. */
  profileUrl?: string;
}

export interface DetailsSeason {
  number: number;
  name: string;
}

/** What the details window shows of one title, whatever kind it is. */
export interface DetailsData {
  type: MediaType;
  tmdbId: string;
  title: string;
  overview?: string;
  year?: number;
  releaseDate?: string;
  /** Minutes. */
  runtime?: number;
  certification?: string;
  genres: string[];
  /** A movie's directors, a show's creators. */
  makers: string[];
  cast: DetailsPerson[];
  backdropUrl?: string;
  posterUrl?: string;
  /** Only when logos are wanted and the title has one. */
  logoUrl?: string;
  /** The YouTube key of the title's trailer. */
  trailerKey?: string;
  originalLanguage?: string;
  voteAverage?: number;
  seasonCount?: number;
  episodeCount?: number;
  /** Shows only; season 0 (specials) is left out. */
  seasons: DetailsSeason[];
}

export interface DetailsOptions {
  /** The viewer's `enableImageLogos`. */
  imageLogos: boolean;
  /** The interface language, whose logo wins over the English one. */
  language: string;
}

function yearOf(date: string | undefined | null): number | undefined {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : undefined;
}

/** The logo in the interface language, else in English, else one without words. */
export function chooseLogo(
  logos: TmdbImage[] | undefined,
  language: string,
): TmdbImage | undefined {
  if (!logos || logos.length === 0) return undefined;
  const code = language.split('-')[0];
  return (
    logos.find((logo) => logo.iso_639_1 === code) ??
    logos.find((logo) => logo.iso_639_1 === 'en') ??
    logos.find((logo) => logo.iso_639_1 === null)
  );
}

/** An official YouTube trailer first, then any YouTube trailer; teasers and clips do not count. */
export function chooseTrailer(videos: TmdbVideo[] | undefined): TmdbVideo | undefined {
  const trailers = (videos ?? []).filter(
    (video) => video.site === 'YouTube' && video.type === 'Trailer' && video.key !== '',
  );
  return trailers.find((video) => video.official) ?? trailers[0];
}

/** The US rating of the cinema release, else of any US release that has one. */
export function movieCertification(dates: TmdbReleaseDates | undefined): string | undefined {
  const country = dates?.results.find((r) => r.iso_3166_1 === RATING_COUNTRY);
  const rated = country?.release_dates.filter((d) => d.certification.trim() !== '') ?? [];
  const chosen = rated.find((d) => d.type === THEATRICAL_RELEASE) ?? rated[0];
  return chosen?.certification.trim();
}

export function showCertification(ratings: TmdbContentRatings | undefined): string | undefined {
  const rating = ratings?.results.find((r) => r.iso_3166_1 === RATING_COUNTRY)?.rating.trim();
  return rating === '' ? undefined : rating;
}

function castOf(credits: TmdbCredits | undefined): DetailsPerson[] {
  return (credits?.cast ?? [])
    .toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, CAST_SHOWN)
    .map((member) => {
      const person: DetailsPerson = { id: member.id, name: member.name };
      if (member.character) person.character = member.character;
      const profileUrl = tmdbImageUrl(member.profile_path, 'w185');
      if (profileUrl) person.profileUrl = profileUrl;
      return person;
    });
}

/** Drops the fields a title does not have, so optional fields stay absent rather than undefined. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== ''),
  ) as T;
}

function sharedData(
  answer: MovieOverviewAnswer | ShowOverviewAnswer,
  options: DetailsOptions,
): Omit<DetailsData, 'type' | 'title' | 'makers' | 'seasons'> {
  const logo = options.imageLogos ? chooseLogo(answer.images?.logos, options.language) : undefined;
  return {
    tmdbId: String(answer.id),
    overview: answer.overview,
    genres: (answer.genres ?? []).map((genre) => genre.name),
    cast: castOf(answer.credits),
    backdropUrl: tmdbImageUrl(answer.backdrop_path, 'original'),
    posterUrl: tmdbImageUrl(answer.poster_path, 'w342'),
    logoUrl: tmdbImageUrl(logo?.file_path, 'original'),
    trailerKey: chooseTrailer(answer.videos?.results)?.key,
    originalLanguage: answer.original_language,
    voteAverage: answer.vote_average,
  };
}

export function movieDetailsData(
  answer: MovieOverviewAnswer,
  options: DetailsOptions,
): DetailsData {
  return compact({
    ...sharedData(answer, options),
    type: 'movie',
    title: answer.title,
    year: yearOf(answer.release_date),
    releaseDate: answer.release_date,
    runtime: answer.runtime ?? undefined,
    certification: movieCertification(answer.release_dates),
    makers: (answer.credits?.crew ?? [])
      .filter((member) => member.job === 'Director')
      .map((member) => member.name),
    seasons: [],
  });
}

export function showDetailsData(answer: ShowOverviewAnswer, options: DetailsOptions): DetailsData {
  return compact({
    ...sharedData(answer, options),
    type: 'show',
    title: answer.name,
    year: yearOf(answer.first_air_date),
    releaseDate: answer.first_air_date,
    runtime: answer.episode_run_time?.[0],
    certification: showCertification(answer.content_ratings),
    makers: (answer.created_by ?? []).map((creator) => creator.name),
    seasonCount: answer.number_of_seasons,
    episodeCount: answer.number_of_episodes,
    seasons: (answer.seasons ?? [])
      .filter((season) => season.season_number > 0)
      .toSorted((a, b) => a.season_number - b.season_number)
      .map((season) => ({ number: season.season_number, name: season.name })),
  });
}
