import { parseMediaId, type MediaType } from '@screenroom/core';

/**
 * `season` and `episode` are the route's two segments: season and episode numbers, or the movie
 * database's season and episode ids (the form a watch party's link uses). The show's seasons tell
 * which (see `resolveSeason`).
 */
export type MediaRoute = { type: MediaType; tmdbId: string; season?: number; episode?: number };

/** 'tmdb-show-…' is the legacy spelling of 'tmdb-tv-…'; null when current. */
export function legacyMediaPath(pathname: string): string | null {
  const converted = pathname.replace(/^\/media\/tmdb-show-/, '/media/tmdb-tv-');
  return converted === pathname ? null : converted;
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export function parseMediaRoute(params: {
  media?: string;
  season?: string;
  episode?: string;
}): MediaRoute | null {
  const parsed = params.media ? parseMediaId(params.media) : null;
  if (!parsed) return null;
  const route: MediaRoute = { type: parsed.type, tmdbId: parsed.tmdbId };
  if (parsed.type === 'show') {
    const season = positiveInt(params.season);
    const episode = positiveInt(params.episode);
    if (season !== undefined && episode !== undefined) Object.assign(route, { season, episode });
  }
  return route;
}

/** A season or episode as the movie database lists them: its id and its number. */
type Numbered = { id: number };

/**
 * Pure: which season a route segment names. A segment equal to one of the show's season ids is
 * that season (ids are large, numbers small, so the two never meet in practice); otherwise it is a
 * season number. `byId` says which, so the episode segment is read the same way.
 */
export function resolveSeason(
  seasons: ReadonlyArray<Numbered & { season_number: number }> | undefined,
  segment: number,
): { number: number; byId: boolean } {
  const byId = seasons?.find((season) => season.id === segment);
  return byId ? { number: byId.season_number, byId: true } : { number: segment, byId: false };
}

/** Pure: the episode a route segment names: by id after a season id, else by number (each falls back to the other). */
export function resolveEpisode<E extends Numbered & { episode_number: number }>(
  episodes: readonly E[],
  segment: number,
  byId: boolean,
): E | undefined {
  const withId = () => episodes.find((episode) => episode.id === segment);
  const withNumber = () => episodes.find((episode) => episode.episode_number === segment);
  return byId ? (withId() ?? withNumber()) : (withNumber() ?? withId());
}
