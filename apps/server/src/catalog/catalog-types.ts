/**
 * The embedded catalog's source data, written by hand in `data/`. Facts only (ids, titles, dates,
 * runtimes, genres, people, providers); overviews are our own words. The catalog service turns
 * these records into the movie database's JSON shapes.
 */

/** How a title may be watched here: the bundled demo media can only play open titles. */
export type CatalogLicense = 'public-domain' | 'cc-by' | 'cc-by-sa' | 'cc-by-nd' | 'copyrighted';

export interface CatalogCastMember {
  name: string;
  character: string;
}

/**
 * A trailer on YouTube, with the facts the movie database lists for it (its own id for the
 * video, the publisher's name for it, when it was published).
 */
export interface CatalogTrailer {
  /** The movie database's id of the video entry. */
  id: string;
  /** The YouTube video id. */
  key: string;
  name: string;
  /** ISO 8601, as the movie database gives it. */
  publishedAt: string;
  /** ISO 639-1 of the spoken language and ISO 3166-1 of the market it was made for. */
  language: string;
  region: string;
  /** The largest height it is offered in. */
  size: number;
  /** Published by the studio or distributor. */
  official: boolean;
}

/** What movies and shows both record. */
export interface CatalogTitle {
  /** The movie database's id. */
  tmdbId: number;
  /** IMDb id (`tt…`), or null when not known with confidence. */
  imdbId: string | null;
  /** ISO 639-1 of the original language. */
  originalLanguage: string;
  /** Genre names exactly as the movie database's genre list for the kind spells them. */
  genres: string[];
  overview: string;
  /** Main cast in billing order. */
  cast: CatalogCastMember[];
  /** Names of US flat-rate streaming services, as the movie database's provider list spells them. */
  watchProviders: string[];
  /** 0–100 scale; drives popular lists and search tie-breaks. */
  popularity: number;
  voteAverage: number;
  voteCount: number;
  license: CatalogLicense;
  /** Production countries, ISO 3166-1. */
  countries: string[];
  /** Only trailers whose video is known to exist on YouTube; most titles record none. */
  trailers?: CatalogTrailer[];
}

export interface CatalogMovie extends CatalogTitle {
  title: string;
  originalTitle: string;
  /** YYYY-MM-DD, the first release. */
  releaseDate: string;
  /** Minutes. */
  runtime: number;
  /** US certification (G, PG, PG-13, R, NC-17, NR) or '' when none. */
  certification: string;
  tagline?: string;
  directors: string[];
}

export interface CatalogEpisode {
  episodeNumber: number;
  name: string;
  /** YYYY-MM-DD. */
  airDate: string;
  /** Minutes. */
  runtime: number;
  /** Our own words; may be empty. */
  overview: string;
}

export interface CatalogSeason {
  seasonNumber: number;
  /** Usually `Season N`; `Specials` for season 0. */
  name: string;
  episodes: CatalogEpisode[];
}

export interface CatalogShow extends CatalogTitle {
  name: string;
  originalName: string;
  firstAirDate: string;
  lastAirDate: string;
  status: 'Ended' | 'Returning Series' | 'Canceled';
  /** US TV rating (TV-G, TV-PG, TV-14, TV-MA) or ''. */
  contentRating: string;
  createdBy: string[];
  networks: string[];
  seasons: CatalogSeason[];
}
