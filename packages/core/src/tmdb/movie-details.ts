import type { TmdbExternalIds } from './external-ids.ts';
import type { TmdbImages } from './images.ts';
import type {
  TmdbCompany,
  TmdbGenre,
  TmdbProductionCountry,
  TmdbSpokenLanguage,
} from './labels.ts';
import type { TmdbMovieListItem } from './list-results.ts';
import type { TmdbPage } from './page.ts';
import type { TmdbCredits } from './people.ts';
import type { TmdbVideos } from './videos.ts';
import type { TmdbTitleWatchProviders } from './watch-providers.ts';

/** A movie's details (`/movie/{id}`), without what `append_to_response` adds. */
export interface TmdbMovieDetails {
  id: number;
  title: string;
  poster_path: string | null;
  adult?: boolean;
  backdrop_path?: string | null;
  belongs_to_collection?: TmdbCollection | null;
  budget?: number;
  genres?: TmdbGenre[];
  homepage?: string;
  imdb_id?: string | null;
  /** ISO 3166-1 codes. */
  origin_country?: string[];
  original_language?: string;
  original_title?: string;
  overview?: string;
  popularity?: number;
  production_companies?: TmdbCompany[];
  production_countries?: TmdbProductionCountry[];
  /** YYYY-MM-DD. */
  release_date?: string;
  revenue?: number;
  /** Minutes. */
  runtime?: number | null;
  spoken_languages?: TmdbSpokenLanguage[];
  /** `Released`, `Post Production`, … */
  status?: string;
  tagline?: string;
  video?: boolean;
  vote_average?: number;
  vote_count?: number;
}

/** The series of films a movie belongs to. */
export interface TmdbCollection {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

/**
 * A movie's release dates per country; `type` is the movie database's release type (3 is
 * theatrical), `certification` the country's age rating.
 */
export interface TmdbReleaseDates {
  id?: number;
  results: {
    iso_3166_1: string;
    release_dates: {
      certification: string;
      descriptors?: string[];
      iso_639_1?: string;
      note?: string;
      release_date?: string;
      type: number;
    }[];
  }[];
}

/** What `append_to_response` may add to a movie's details, under the keys it is asked by. */
export interface TmdbMovieAppendables {
  external_ids: TmdbExternalIds;
  credits: TmdbCredits;
  release_dates: TmdbReleaseDates;
  videos: TmdbVideos;
  images: TmdbImages;
  'watch/providers': TmdbTitleWatchProviders;
  recommendations: TmdbPage<TmdbMovieListItem>;
}
