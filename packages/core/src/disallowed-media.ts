import type { MediaType } from './media-id.ts';

/**
 * Titles the operator has taken down ("Media has been removed"): comma-separated ids such as
 * `movie-123` and `tv-456` (`show-456` is read the same), the movie database's ids.
 */
export type DisallowedMedia = ReadonlySet<string>;

const ENTRY_PATTERN = /^(movie|tv|show)-(\d+)$/;

export class DisallowedMediaError extends Error {
  override name = 'DisallowedMediaError';
}

function key(type: MediaType, tmdbId: string | number): string {
  return `${type}-${String(tmdbId)}`;
}

/** Reads the configuration text; an entry of another form is an error naming it. */
export function parseDisallowedMedia(text: string | undefined): DisallowedMedia {
  const ids = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const match = ENTRY_PATTERN.exec(entry);
    if (!match) {
      throw new DisallowedMediaError(
        `'${raw.trim()}' is not a media id such as movie-123 or tv-456`,
      );
    }
    const [, word, tmdbId] = match as unknown as [string, string, string];
    ids.add(key(word === 'movie' ? 'movie' : 'show', Number(tmdbId)));
  }
  return ids;
}

export function isDisallowedMedia(
  disallowed: DisallowedMedia,
  media: { type: MediaType; tmdbId: string | number },
): boolean {
  const id = Number(media.tmdbId);
  return Number.isInteger(id) && disallowed.has(key(media.type, id));
}
