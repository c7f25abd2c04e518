/**
 * The file names of generated artwork, as they appear in JSON (`poster_path` etc.) and under
 * `/tmdb/images/{size}/{file}`. Building and parsing live together so they cannot drift apart.
 */
export type ArtworkRef =
  | { kind: 'poster' | 'backdrop' | 'logo'; media: 'movie' | 'tv'; id: number }
  | { kind: 'season-poster'; id: number; season: number }
  | { kind: 'still'; id: number; season: number; episode: number }
  | { kind: 'profile'; id: number }
  | { kind: 'provider-logo'; id: number };

export const posterPath = (media: 'movie' | 'tv', id: number) => `/${media}-${id}-poster.svg`;
export const backdropPath = (media: 'movie' | 'tv', id: number) => `/${media}-${id}-backdrop.svg`;
export const logoPath = (media: 'movie' | 'tv', id: number) => `/${media}-${id}-logo.svg`;
export const seasonPosterPath = (id: number, season: number) => `/tv-${id}-s${season}-poster.svg`;
export const stillPath = (id: number, season: number, episode: number) =>
  `/tv-${id}-s${season}e${episode}-still.svg`;
export const profilePath = (id: number) => `/person-${id}-profile.svg`;

/** The sizes the movie database's image host offers; only the SVG's width and height follow them. */
const widthSizes = new Set(['w45', 'w92', 'w154', 'w185', 'w300', 'w342', 'w500', 'w780', 'w1280']);

/** The pixel width a size asks for, `null` for `original`, or undefined for an unknown size. */
export function sizeWidth(size: string): number | null | undefined {
  if (size === 'original') return null;
  return widthSizes.has(size) ? Number(size.slice(1)) : undefined;
}

const patterns: [RegExp, (m: RegExpMatchArray) => ArtworkRef][] = [
  [
    /^(movie|tv)-(\d+)-(poster|backdrop|logo)\.svg$/,
    (m) => ({
      kind: m[3] as 'poster' | 'backdrop' | 'logo',
      media: m[1] as 'movie' | 'tv',
      id: Number(m[2]),
    }),
  ],
  [
    /^tv-(\d+)-s(\d+)-poster\.svg$/,
    (m) => ({ kind: 'season-poster', id: Number(m[1]), season: Number(m[2]) }),
  ],
  [
    /^tv-(\d+)-s(\d+)e(\d+)-still\.svg$/,
    (m) => ({ kind: 'still', id: Number(m[1]), season: Number(m[2]), episode: Number(m[3]) }),
  ],
  [/^person-(\d+)-profile\.svg$/, (m) => ({ kind: 'profile', id: Number(m[1]) })],
  [/^provider-(\d+)-logo\.svg$/, (m) => ({ kind: 'provider-logo', id: Number(m[1]) })],
];

/** Reads a file name (without its leading slash); null when it is not one of ours. */
export function parseArtworkFile(file: string): ArtworkRef | null {
  for (const [pattern, build] of patterns) {
    const match = file.match(pattern);
    if (match) return build(match);
  }
  return null;
}
