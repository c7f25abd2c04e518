import { mediaPath, type MediaType } from '@screenroom/core';

/** Document 000 §2: legacy ids start with JW (streaming-availability ids) or tmdb-show. */
export function isJwPath(pathname: string): boolean {
  return pathname.startsWith('/media/JW');
}

/** Old links read /media/JW-{movie|show}-{id}[/…]; null when the segment is not of that form. */
export function parseJwSegment(pathname: string): { type: MediaType; id: string } | null {
  const segment = pathname.split('/')[2] ?? '';
  const match = /^JW-(movie|show)-(.+)$/.exec(decodeURIComponent(segment));
  if (!match?.[1] || !match[2]) return null;
  return { type: match[1] === 'movie' ? 'movie' : 'show', id: match[2] };
}

interface ExternalId {
  provider: string;
  external_id: string;
}

/** The part of a streaming-availability title answer this lookup reads. */
export interface AvailabilityTitle {
  title?: string;
  external_ids?: ExternalId[];
}

function externalId(title: AvailabilityTitle, provider: string): string | undefined {
  const ids = title.external_ids ?? [];
  return (
    ids.find((v) => v.provider === `${provider}_latest`)?.external_id ??
    ids.find((v) => v.provider === provider)?.external_id
  );
}

/** Looks outside services up; each answers null for "no such title". */
export interface LegacyLookup {
  availabilityTitle(type: MediaType, id: string): Promise<AvailabilityTitle | null>;
  tmdbIdFromImdb(imdbId: string, type: MediaType): Promise<string | null>;
}

/**
 * The movie database title a streaming-availability ("JW") id stands for: through the imdb id
 * when there is one (the service's own movie database ids drift), else its movie database id;
 * null when nothing matches.
 */
export async function resolveJwTitle(
  type: MediaType,
  id: string,
  lookup: LegacyLookup,
): Promise<{ tmdbId: string; title: string } | null> {
  const title = await lookup.availabilityTitle(type, id);
  if (!title) return null;
  const imdbId = externalId(title, 'imdb');
  const fromImdb = imdbId ? await lookup.tmdbIdFromImdb(imdbId, type) : null;
  const tmdbId = fromImdb ?? externalId(title, 'tmdb');
  return tmdbId ? { tmdbId, title: title.title ?? '' } : null;
}

/** The player route a JW link stands for; null when nothing matches. */
export async function resolveJwPath(
  pathname: string,
  lookup: LegacyLookup,
): Promise<string | null> {
  const parsed = parseJwSegment(pathname);
  if (!parsed) return null;
  const resolved = await resolveJwTitle(parsed.type, parsed.id, lookup);
  return resolved ? mediaPath({ type: parsed.type, ...resolved }) : null;
}
