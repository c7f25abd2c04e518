/** What the movie database says of anyone credited on a title, cast or crew. */
interface TmdbCreditedPerson {
  id: number;
  name: string;
  adult?: boolean;
  gender?: number;
  original_name?: string;
  popularity?: number;
  profile_path?: string | null;
  known_for_department?: string;
}

/** A person in a title's cast, in billing order (`order`). */
export interface TmdbCastMember extends TmdbCreditedPerson {
  cast_id?: number;
  character?: string;
  credit_id?: string;
  order?: number;
}

/** A person in a title's crew, with their job and department. */
export interface TmdbCrewMember extends TmdbCreditedPerson {
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
