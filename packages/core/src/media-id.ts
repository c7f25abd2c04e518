export type MediaType = 'movie' | 'show';
export type TmdbMediaType = 'movie' | 'tv';

export function toTmdbType(type: MediaType): TmdbMediaType {
  return type === 'movie' ? 'movie' : 'tv';
}

export function fromTmdbType(type: TmdbMediaType): MediaType {
  return type === 'movie' ? 'movie' : 'show';
}

/** Lowercase ASCII, accents removed, runs of other characters become one '-', no '-' at either end. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type MediaRef = { type: MediaType; tmdbId: string | number; title: string };

/** A title made only of non-Latin characters has no slug; the id then ends at the number. */
export function mediaId(ref: MediaRef): string {
  const base = `tmdb-${toTmdbType(ref.type)}-${ref.tmdbId}`;
  const slug = slugify(ref.title);
  return slug === '' ? base : `${base}-${slug}`;
}

export type ParsedMediaId = { type: MediaType; tmdbId: string; slug?: string };

const MEDIA_ID_PATTERN = /^tmdb-(movie|tv|show)-(\d+)(?:-(.*))?$/;

/** Accepts 'tmdb-show-…', the legacy form of 'tmdb-tv-…'. */
export function parseMediaId(id: string): ParsedMediaId | null {
  const match = MEDIA_ID_PATTERN.exec(id);
  if (!match) return null;
  const [, word, tmdbId, slug] = match;
  if (word === undefined || tmdbId === undefined) return null;
  const parsed: ParsedMediaId = { type: word === 'movie' ? 'movie' : 'show', tmdbId };
  if (slug !== undefined && slug !== '') parsed.slug = slug;
  return parsed;
}

export type MediaPathRef = MediaRef & { season?: number; episode?: number };

export function mediaPath(ref: MediaPathRef): string {
  const path = `/media/${mediaId(ref)}`;
  if (ref.type === 'show' && ref.season !== undefined && ref.episode !== undefined) {
    return `${path}/${ref.season}/${ref.episode}`;
  }
  return path;
}
