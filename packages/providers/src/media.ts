export type ScrapeMovie = {
  type: 'movie';
  tmdbId: string;
  title: string;
  releaseYear: number;
  imdbId?: string;
};

export type ScrapeShow = {
  type: 'show';
  tmdbId: string;
  title: string;
  releaseYear: number;
  imdbId?: string;
  season: { number: number; tmdbId: string };
  episode: { number: number; tmdbId: string };
};

export type ScrapeMedia = ScrapeMovie | ScrapeShow;
