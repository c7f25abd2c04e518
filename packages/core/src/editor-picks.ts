/**
 * The Editor Picks tab lists 31 movies and 16 shows, shuffled on each visit.
 * Movie database ids of well-regarded titles that the embedded catalog also holds, so the picks
 * work offline and against the real service alike.
 */
export const EDITOR_PICK_MOVIE_IDS: readonly number[] = [
  238, // The Godfather
  278, // The Shawshank Redemption
  240, // The Godfather Part II
  424, // Schindler's List
  13, // Forrest Gump
  122, // The Lord of the Rings: The Return of the King
  129, // Spirited Away
  155, // The Dark Knight
  346, // Seven Samurai
  389, // 12 Angry Men
  429, // The Good, the Bad and the Ugly
  497, // The Green Mile
  680, // Pulp Fiction
  769, // GoodFellas
  12477, // Grave of the Fireflies
  372058, // Your Name.
  496243, // Parasite
  120, // The Lord of the Rings: The Fellowship of the Ring
  550, // Fight Club
  598, // City of God
  637, // Life Is Beautiful
  807, // Se7en
  1891, // The Empire Strikes Back
  4935, // Howl's Moving Castle
  27205, // Inception
  157336, // Interstellar
  244786, // Whiplash
  28, // Apocalypse Now
  105, // Back to the Future
  274, // The Silence of the Lambs
  77338, // The Intouchables
];

export const EDITOR_PICK_SHOW_IDS: readonly number[] = [
  1396, // Breaking Bad
  87108, // Chernobyl
  94605, // Arcane
  4613, // Band of Brothers
  100088, // The Last of Us
  1399, // Game of Thrones
  19885, // Sherlock
  87739, // The Queen's Gambit
  70523, // Dark
  82856, // The Mandalorian
  95396, // Severance
  890, // Neon Genesis Evangelion
  46648, // True Detective
  67070, // Fleabag
  68595, // Planet Earth II
  94997, // House of the Dragon
];

/** A source of numbers in [0, 1), such as Math.random; passed in so a shuffle can be repeated. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher–Yates); the input is left as it is. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // Clamped so a source that returns exactly 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
