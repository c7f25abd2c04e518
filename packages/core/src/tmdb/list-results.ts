import type { TmdbEpisode } from './season-details.ts';
import type { TmdbSeasonSummary } from './show-details.ts';

/** A movie in list answers (popular, top rated, discover, recommendations). */
export interface TmdbMovieListItem {
  id: number;
  title: string;
  poster_path: string | null;
  adult?: boolean;
  backdrop_path?: string | null;
  genre_ids?: number[];
  original_language?: string;
  original_title?: string;
  overview?: string;
  popularity?: number;
  /** YYYY-MM-DD. */
  release_date?: string;
  video?: boolean;
  vote_average?: number;
  vote_count?: number;
}

/** A show in list answers. */
export interface TmdbShowListItem {
  id: number;
  name: string;
  poster_path: string | null;
  adult?: boolean;
  backdrop_path?: string | null;
  genre_ids?: number[];
  /** ISO 3166-1 codes. */
  origin_country?: string[];
  original_language?: string;
  original_name?: string;
  overview?: string;
  popularity?: number;
  /** YYYY-MM-DD. */
  first_air_date?: string;
  vote_average?: number;
  vote_count?: number;
}

/** Search and find answers mix kinds, so each result says which it is. */
export interface TmdbMultiMovieResult extends TmdbMovieListItem {
  media_type: 'movie';
}

export interface TmdbMultiShowResult extends TmdbShowListItem {
  media_type: 'tv';
}

/** A person among search results, with the titles they are best known for. */
export interface TmdbMultiPersonResult {
  media_type: 'person';
  id: number;
  name: string;
  adult?: boolean;
  /** 0 not set, 1 female, 2 male, 3 non-binary. */
  gender?: number;
  original_name?: string;
  /** Acting, Directing, Writing, … */
  known_for_department?: string;
  profile_path?: string | null;
  popularity?: number;
  known_for?: (TmdbMultiMovieResult | TmdbMultiShowResult)[];
}

export type TmdbMultiResult = TmdbMultiMovieResult | TmdbMultiShowResult | TmdbMultiPersonResult;

/** What `/find/{external id}` answers: the titles that id names, by kind. */
export interface TmdbFindResults {
  movie_results: TmdbMultiMovieResult[];
  person_results: TmdbMultiPersonResult[];
  tv_results: TmdbMultiShowResult[];
  tv_episode_results: TmdbEpisode[];
  tv_season_results: (TmdbSeasonSummary & { show_id?: number })[];
}
