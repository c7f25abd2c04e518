/** A person in a title's cast, in billing order (`order`). */
export interface TmdbCastMember {
  id: number;
  name: string;
  adult?: boolean;
  gender?: number;
  original_name?: string;
  popularity?: number;
  profile_path?: string | null;
  known_for_department?: string;
  cast_id?: number;
  character?: string;
  credit_id?: string;
  order?: number;
}

/** A person in a title's crew, with their job and department. */
export interface TmdbCrewMember {
  id: number;
  name: string;
  adult?: boolean;
  gender?: number;
  original_name?: string;
  popularity?: number;
  profile_path?: string | null;
  known_for_department?: string;
  credit_id?: string;
  department?: string;
  job?: string;
}

/** A title's `credits`: its cast in billing order and its crew. */
export interface TmdbCredits {
  id?: number;
  cast: TmdbCastMember[];
  crew: TmdbCrewMember[];
}
