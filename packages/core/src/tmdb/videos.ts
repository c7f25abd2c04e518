/** A trailer, teaser or clip of a title, hosted on a video site under `key`. */
export interface TmdbVideo {
  id: string;
  iso_639_1: string;
  iso_3166_1: string;
  name: string;
  key: string;
  site: string;
  size: number;
  type: string;
  official: boolean;
  published_at: string;
}

/** A title's `videos`. */
export interface TmdbVideos {
  id: number;
  results: TmdbVideo[];
}
