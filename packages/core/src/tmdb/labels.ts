/** A genre with the movie database's own id, so genre filters mean the same everywhere. */
export interface TmdbGenre {
  id: number;
  name: string;
}

/** A production country: ISO 3166-1 code and English name. */
export interface TmdbProductionCountry {
  iso_3166_1: string;
  name: string;
}

/** A spoken language: ISO 639-1 code, with its English and own names. */
export interface TmdbSpokenLanguage {
  english_name: string;
  iso_639_1: string;
  name: string;
}

/** A production company or a TV network. */
export interface TmdbCompany {
  id: number;
  logo_path: string | null;
  name: string;
  /** ISO 3166-1, or '' when not known. */
  origin_country: string;
}

/** The genres of a kind (`/genre/{movie|tv}/list`). */
export interface TmdbGenreList {
  genres: TmdbGenre[];
}
