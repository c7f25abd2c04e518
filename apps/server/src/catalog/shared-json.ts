import type {
  TmdbCastMember,
  TmdbCredits,
  TmdbCrewMember,
  TmdbGenre,
  TmdbImage,
  TmdbImages,
  TmdbMediaType,
  TmdbPage,
  TmdbProductionCountry,
  TmdbShowExternalIds,
  TmdbSpokenLanguage,
  TmdbTitleWatchProviders,
  TmdbVideo,
  TmdbVideos,
} from '@screenroom/core';
import { backdropPath, logoPath, posterPath, profilePath } from './artwork-paths.ts';
import type { CatalogCastMember, CatalogTitle } from './catalog-types.ts';
import { genresByName, movieGenres, tvGenres } from './genres.ts';
import { personId } from './stable-id.ts';
import { watchProvider } from './watch-providers.ts';

/**
 * What movie and show answers have in common, built once for both. The pieces are spread where
 * each answer has them, so every answer keeps the movie database's own field order.
 */

/** The movie database serves 20 results a page and never more than 500 pages. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export function pageOf<T>(all: T[], page: number): TmdbPage<T> {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: all.slice(start, start + PAGE_SIZE),
    total_pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(all.length / PAGE_SIZE))),
    total_results: all.length,
  };
}

export function genresJson(media: TmdbMediaType, title: CatalogTitle): TmdbGenre[] {
  return genresByName(title.genres, media === 'movie' ? movieGenres : tvGenres);
}

/** The fields that open every title, in lists and in details. */
export function titleOpeningJson(media: TmdbMediaType, title: CatalogTitle) {
  return { adult: false, backdrop_path: backdropPath(media, title.tmdbId) };
}

/** How a list entry opens: the title's opening, its genre ids and its id. */
export function listOpeningJson(media: TmdbMediaType, title: CatalogTitle) {
  return {
    ...titleOpeningJson(media, title),
    genre_ids: genresJson(media, title).map((g) => g.id),
    id: title.tmdbId,
  };
}

/** Overview, popularity and poster, which follow the original name in lists and details. */
export function summaryJson(media: TmdbMediaType, title: CatalogTitle) {
  return {
    overview: title.overview,
    popularity: title.popularity,
    poster_path: posterPath(media, title.tmdbId),
  };
}

/** The rating fields that close every title. */
export function votesJson(title: CatalogTitle) {
  return { vote_average: title.voteAverage, vote_count: title.voteCount };
}

/** Companies are not recorded, countries are. */
export function productionJson(title: CatalogTitle) {
  return { production_companies: [], production_countries: countriesJson(title.countries) };
}

function person(name: string) {
  const id = personId(name);
  return {
    adult: false,
    gender: 0,
    id,
    name,
    original_name: name,
    popularity: 0,
    profile_path: profilePath(id),
  };
}

function castJson(cast: CatalogCastMember[], mediaKey: string): TmdbCastMember[] {
  return cast.map(
    (member, order) =>
      ({
        ...person(member.name),
        known_for_department: 'Acting',
        cast_id: order + 1,
        character: member.character,
        credit_id: `${mediaKey}-cast-${order}`,
        order,
      }) satisfies Required<TmdbCastMember>,
  );
}

function crewJson(
  names: string[],
  job: string,
  department: string,
  mediaKey: string,
): TmdbCrewMember[] {
  return names.map(
    (name, index) =>
      ({
        ...person(name),
        known_for_department: department,
        credit_id: `${mediaKey}-${job.toLowerCase()}-${index}`,
        department,
        job,
      }) satisfies Required<TmdbCrewMember>,
  );
}

/** The cast, and as crew the people the kind records (directors, creators) in one job. */
export function creditsJson(
  media: TmdbMediaType,
  title: CatalogTitle,
  crew: { names: string[]; job: string; department: string },
): TmdbCredits {
  const key = `${media}-${title.tmdbId}`;
  return {
    id: title.tmdbId,
    cast: castJson(title.cast, key),
    crew: crewJson(crew.names, crew.job, crew.department, key),
  } satisfies Required<TmdbCredits>;
}

/** The TV databases a show's ids also name; the catalog knows none of them. */
const tvDatabaseIds = { freebase_mid: null, freebase_id: null, tvdb_id: null, tvrage_id: null };

/** Only the IMDb id is recorded; shows also list the TV databases. */
export function externalIdsJson(media: TmdbMediaType, title: CatalogTitle): TmdbShowExternalIds {
  return {
    id: title.tmdbId,
    imdb_id: title.imdbId,
    ...(media === 'tv' ? tvDatabaseIds : {}),
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

/** One image entry; our pictures are SVG, so the size given is the natural one (`original`). */
function imageJson(
  filePath: string,
  width: number,
  height: number,
  language: string | null,
): TmdbImage {
  return {
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path: filePath,
    vote_average: 0,
    vote_count: 0,
    width,
  };
}

export function imagesJson(media: TmdbMediaType, title: CatalogTitle): TmdbImages {
  const id = title.tmdbId;
  return {
    id,
    backdrops: [imageJson(backdropPath(media, id), 1280, 720, null)],
    logos: [imageJson(logoPath(media, id), 800, 240, 'en')],
    posters: [imageJson(posterPath(media, id), 500, 750, 'en')],
  };
}

/** The recorded trailers, newest first as the movie database lists them. */
export function videosJson(title: CatalogTitle): TmdbVideos {
  const trailers = (title.trailers ?? []).toSorted((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  );
  return {
    id: title.tmdbId,
    results: trailers.map(
      (trailer) =>
        ({
          iso_639_1: trailer.language,
          iso_3166_1: trailer.region,
          name: trailer.name,
          key: trailer.key,
          site: 'YouTube',
          size: trailer.size,
          type: 'Trailer',
          official: trailer.official,
          published_at: trailer.publishedAt,
          id: trailer.id,
        }) satisfies Required<TmdbVideo>,
    ),
  };
}

/** Providers are known for the US only, all of them by subscription. */
export function watchProvidersJson(
  media: TmdbMediaType,
  title: CatalogTitle,
): TmdbTitleWatchProviders {
  const id = title.tmdbId;
  const names = title.watchProviders;
  const link = `https://www.themoviedb.org/${media}/${id}/watch?locale=US`;
  return {
    id,
    results:
      names.length === 0
        ? {}
        : { US: { link, flatrate: names.map((name, i) => watchProvider(name, i + 1)) } },
  };
}

/**
 * The builders `append_to_response` may call, by key, for the sub-resources a title answers on
 * its own; `recommendations` is left to the queries, which hold the other titles.
 */
export type AppendableBuilders<Appendables, Title> = {
  [Key in Exclude<keyof Appendables, 'recommendations'>]: (title: Title) => Appendables[Key];
};

/** The sub-resources movies and shows build alike. */
export function titleAppendables(media: TmdbMediaType) {
  return {
    external_ids: (title: CatalogTitle) => externalIdsJson(media, title),
    videos: videosJson,
    images: (title: CatalogTitle) => imagesJson(media, title),
    'watch/providers': (title: CatalogTitle) => watchProvidersJson(media, title),
  };
}

export function countriesJson(codes: string[]): TmdbProductionCountry[] {
  return codes.map((code) => ({ iso_3166_1: code, name: regionName(code) }));
}

export function languageJson(code: string): TmdbSpokenLanguage {
  return { english_name: languageName(code), iso_639_1: code, name: languageName(code) };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function regionName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
