import type { TmdbGenre } from '@screenroom/core';

/** The movie database's own genre ids, so that `with_genres` links from other clients work here. */
export const movieGenres: TmdbGenre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

export const tvGenres: TmdbGenre[] = [
  { id: 10759, name: 'Action & Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 10762, name: 'Kids' },
  { id: 9648, name: 'Mystery' },
  { id: 10763, name: 'News' },
  { id: 10764, name: 'Reality' },
  { id: 10765, name: 'Sci-Fi & Fantasy' },
  { id: 10766, name: 'Soap' },
  { id: 10767, name: 'Talk' },
  { id: 10768, name: 'War & Politics' },
  { id: 37, name: 'Western' },
];

/** Genres by name; names missing from the list are left out rather than invented. */
export function genresByName(names: string[], list: TmdbGenre[]): TmdbGenre[] {
  return names.flatMap((name) => list.filter((g) => g.name === name));
}

/** Arabic names by genre id, as the movie database answers `language=ar`. */
const arabicGenreNames: Record<number, string> = {
  28: 'حركة',
  12: 'مغامرة',
  16: 'رسوم متحركة',
  35: 'كوميديا',
  80: 'جريمة',
  99: 'وثائقي',
  18: 'دراما',
  10751: 'عائلي',
  14: 'فانتازيا',
  36: 'تاريخ',
  27: 'رعب',
  10402: 'موسيقى',
  9648: 'غموض',
  10749: 'رومانسية',
  878: 'خيال علمي',
  10770: 'فيلم تلفزيوني',
  53: 'إثارة',
  10752: 'حرب',
  37: 'غربي',
  10759: 'حركة ومغامرة',
  10762: 'أطفال',
  10763: 'أخبار',
  10764: 'واقع',
  10765: 'خيال علمي وفانتازيا',
  10766: 'مسلسلات طويلة',
  10767: 'حوارات',
  10768: 'حرب وسياسة',
};

/**
 * Genres named in the asked language (`ar`, `ar-SA`, …); every other language keeps the English
 * names the catalog is written in.
 */
export function genresIn<T extends TmdbGenre>(genres: T[], language: string | undefined): T[] {
  if (language?.split('-')[0]?.toLowerCase() !== 'ar') return genres;
  return genres.map((genre) => ({ ...genre, name: arabicGenreNames[genre.id] ?? genre.name }));
}
