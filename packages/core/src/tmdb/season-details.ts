import type { TmdbCastMember, TmdbCrewMember } from './people.ts';

/** An episode, as a season lists it and as a show's last and next episode. */
export interface TmdbEpisode {
  id: number;
  name: string;
  episode_number: number;
  season_number: number;
  /** YYYY-MM-DD, or null before it is dated. */
  air_date?: string | null;
  /** `standard`, `finale`, … */
  episode_type?: string;
  overview?: string;
  production_code?: string;
  /** Minutes. */
  runtime?: number | null;
  show_id?: number;
  still_path?: string | null;
  vote_average?: number;
  vote_count?: number;
}

/** An episode in a season's details, with its own crew and guest stars. */
export interface TmdbSeasonEpisode extends TmdbEpisode {
  crew?: TmdbCrewMember[];
  guest_stars?: TmdbCastMember[];
}

/** A season's details (`/tv/{id}/season/{number}`). */
export interface TmdbSeasonDetails {
  id: number;
  name: string;
  season_number: number;
  episodes: TmdbSeasonEpisode[];
  _id?: string;
  air_date?: string | null;
  overview?: string;
  poster_path?: string | null;
  vote_average?: number;
}
