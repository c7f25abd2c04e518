import type { TmdbShowExternalIds } from './external-ids.ts';
import type { TmdbImages } from './images.ts';
import type {
  TmdbCompany,
  TmdbGenre,
  TmdbProductionCountry,
  TmdbSpokenLanguage,
} from './labels.ts';
import type { TmdbShowListItem } from './list-results.ts';
import type { TmdbPage } from './page.ts';
import type { TmdbCredits } from './people.ts';
import type { TmdbEpisode } from './season-details.ts';
import type { TmdbVideos } from './videos.ts';
import type { TmdbTitleWatchProviders } from './watch-providers.ts';

/** A season as a show's details list it. */
export interface TmdbSeasonSummary {
  id: number;
  season_number: number;
  name: string;
  /** YYYY-MM-DD of its first episode, or null before one is dated. */
  air_date?: string | null;
  episode_count?: number;
  overview?: string;
  poster_path?: string | null;
  vote_average?: number;
}

/** One of the people who created a show. */
export interface TmdbCreator {
  id: number;
  credit_id: string;
  name: string;
  original_name: string;
  gender: number;
  profile_path: string | null;
}

/** A show's details (`/tv/{id}`), without what `append_to_response` adds. */
export interface TmdbShowDetails {
  id: number;
  name: string;
  poster_path: string | null;
  adult?: boolean;
  backdrop_path?: string | null;
  created_by?: TmdbCreator[];
  /** Minutes: the distinct episode lengths. */
  episode_run_time?: number[];
  /** YYYY-MM-DD. */
  first_air_date?: string;
  genres?: TmdbGenre[];
  homepage?: string;
  in_production?: boolean;
  /** ISO 639-1 codes. */
  languages?: string[];
  last_air_date?: string;
  last_episode_to_air?: TmdbEpisode | null;
  next_episode_to_air?: TmdbEpisode | null;
  networks?: TmdbCompany[];
  number_of_episodes?: number;
  number_of_seasons?: number;
  /** ISO 3166-1 codes. */
  origin_country?: string[];
  original_language?: string;
  original_name?: string;
  overview?: string;
  popularity?: number;
  production_companies?: TmdbCompany[];
  production_countries?: TmdbProductionCountry[];
  seasons?: TmdbSeasonSummary[];
  spoken_languages?: TmdbSpokenLanguage[];
  /** `Ended`, `Returning Series`, `Canceled`, … */
  status?: string;
  tagline?: string;
  /** `Scripted`, `Documentary`, … */
  type?: string;
  vote_average?: number;
  vote_count?: number;
}

/** A show's age ratings per country (ISO 3166-1). */
export interface TmdbContentRatings {
  id?: number;
  results: { descriptors?: string[]; iso_3166_1: string; rating: string }[];
}

/** What `append_to_response` may add to a show's details, under the keys it is asked by. */
export interface TmdbShowAppendables {
  external_ids: TmdbShowExternalIds;
  credits: TmdbCredits;
  content_ratings: TmdbContentRatings;
  videos: TmdbVideos;
  images: TmdbImages;
  'watch/providers': TmdbTitleWatchProviders;
  recommendations: TmdbPage<TmdbShowListItem>;
}
