import { parseMediaId, type MediaType } from '@screenroom/core';

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
