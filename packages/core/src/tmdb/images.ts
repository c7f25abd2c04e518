/** One picture of a title; `file_path` goes after an image size on the image host. */
export interface TmdbImage {
  aspect_ratio: number;
  height: number;
  iso_639_1: string | null;
  file_path: string;
  vote_average: number;
  vote_count: number;
  width: number;
}

/** A title's `images`. */
export interface TmdbImages {
  id: number;
  backdrops: TmdbImage[];
  logos: TmdbImage[];
  posters: TmdbImage[];
}
