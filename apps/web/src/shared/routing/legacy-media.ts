import { mediaPath, type MediaType } from '@screenroom/core';

/** Legacy ids start with JW (streaming-availability ids) or tmdb-show. */
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

/** The season and episode segments after a JW show id; null when the link has none. */
export function parseJwEpisode(pathname: string): { season: string; episode: string } | null {
  const [season, episode] = pathname.split('/').slice(3).map(decodeURIComponent);
  return season && episode ? { season, episode } : null;
}

interface ExternalId {
  provider: string;
  external_id: string;
}

/** A season as a show's title answer lists it. */
export interface AvailabilitySeasonRef {
  id: number | string;
  season_number: number;
}

/** The part of a streaming-availability title answer this lookup reads. */
export interface AvailabilityTitle {
  title?: string;
  external_ids?: ExternalId[];
  /** Shows only. */
  seasons?: AvailabilitySeasonRef[];
}

/** The part of a streaming-availability `show_season` answer this lookup reads. */
export interface AvailabilitySeason {
  id?: number | string;
  season_number?: number;
  episodes?: { id: number | string; episode_number: number }[];
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
  availabilitySeason(seasonId: string): Promise<AvailabilitySeason | null>;
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
): Promise<{ tmdbId: string; title: string; availability: AvailabilityTitle } | null> {
  const title = await lookup.availabilityTitle(type, id);
  if (!title) return null;
  const imdbId = externalId(title, 'imdb');
  const fromImdb = imdbId ? await lookup.tmdbIdFromImdb(imdbId, type) : null;
  const tmdbId = fromImdb ?? externalId(title, 'tmdb');
  return tmdbId ? { tmdbId, title: title.title ?? '', availability: title } : null;
}

/** An old link's segment names the service's own id; failing that, it is taken as a number. */
function findBySegment<T extends { id: number | string }>(
  items: readonly T[],
  segment: string,
  numberOf: (item: T) => number,
): T | undefined {
  return (
    items.find((item) => String(item.id) === segment) ??
    items.find((item) => String(numberOf(item)) === segment)
  );
}

/**
 * The season and episode numbers an old show link's segments stand for, read from the show's
 * season list and that season's `show_season` answer; null when either is unknown.
 */
export async function resolveJwEpisode(
  show: AvailabilityTitle,
  segments: { season: string; episode: string },
  lookup: LegacyLookup,
): Promise<{ season: number; episode: number } | null> {
  const season = findBySegment(show.seasons ?? [], segments.season, (s) => s.season_number);
  if (!season) return null;
  const details = await lookup.availabilitySeason(String(season.id));
  const episode = findBySegment(details?.episodes ?? [], segments.episode, (e) => e.episode_number);
  if (!episode) return null;
  return {
    season: details?.season_number ?? season.season_number,
    episode: episode.episode_number,
  };
}

/**
 * The player route a JW link stands for; null when nothing matches. A show link whose episode
 * cannot be found or looked up still opens the show, where the player picks the episode.
 */
export async function resolveJwPath(
  pathname: string,
  lookup: LegacyLookup,
): Promise<string | null> {
  const parsed = parseJwSegment(pathname);
  if (!parsed) return null;
  const resolved = await resolveJwTitle(parsed.type, parsed.id, lookup);
  if (!resolved) return null;
  const ref = { type: parsed.type, tmdbId: resolved.tmdbId, title: resolved.title };
  const segments = parsed.type === 'show' ? parseJwEpisode(pathname) : null;
  // The title is known by now: a failing season call costs the episode, not the whole link.
  const episode = segments
    ? await resolveJwEpisode(resolved.availability, segments, lookup).catch((error: unknown) => {
        console.warn('Could not look up the episode of the legacy link', error);
        return null;
      })
    : null;
  return mediaPath(episode ? { ...ref, ...episode } : ref);
}
