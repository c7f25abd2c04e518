/**
 * The Discover screens' content: the content types, the region's providers, the carousels' pills
 * and the more-page's addresses. The request each content makes is `discover-request.ts`.
 */
import { DISCOVER_REGION } from './discover-request.ts';
import type { Region, StoredRegion } from './region.ts';

/** The movie database's own words for the two kinds of title. */
export type DiscoverMediaType = 'movie' | 'tv';

export const DISCOVER_CONTENT_TYPES = [
  'popular',
  'topRated',
  'nowPlaying',
  'onTheAir',
  'genre',
  'provider',
  'recommendations',
] as const;

export type DiscoverContentType = (typeof DISCOVER_CONTENT_TYPES)[number];

export interface DiscoverContent {
  contentType: DiscoverContentType;
  mediaType: DiscoverMediaType;
  /** The genre id, provider id or, for recommendations, the title's movie database id. */
  id?: string;
}

/**
 * The country whose streaming services the provider rows list, for each region the admin page
 * offers: the country of the region's centre. An unknown region keeps the default.
 */
export const REGION_WATCH_COUNTRIES: Record<Region, string> = {
  'us-east': 'US',
  'us-west': 'US',
  south: 'BR',
  asia: 'AU',
  europe: 'GB',
};

export function watchRegionOf(region: StoredRegion): string {
  return region === 'unknown' ? DISCOVER_REGION : REGION_WATCH_COUNTRIES[region];
}

/** Pills shown in a carousel header above this width; the rest in a dropdown. */
export const DISCOVER_PILLS = 5;
export const DISCOVER_PILLS_MIN_WIDTH_PX = 850;
/** Pills in the more-page row when wide, and when narrow. */
export const MORE_PAGE_PILLS_WIDE = 7;
export const MORE_PAGE_PILLS_NARROW = 2;

/** The newest titles of each kind: now playing for movies, on the air for shows. */
export function latestContentType(mediaType: DiscoverMediaType): DiscoverContentType {
  return mediaType === 'movie' ? 'nowPlaying' : 'onTheAir';
}

function isContentType(value: string): value is DiscoverContentType {
  return (DISCOVER_CONTENT_TYPES as readonly string[]).includes(value);
}

function isMediaType(value: string): value is DiscoverMediaType {
  return value === 'movie' || value === 'tv';
}

/**
 * The more-page's address parts as content:
 * /discover/more/{contentType}/{mediaType}, /discover/more/{contentType}/{id}/{mediaType} and
 * /discover/more/{category}, where a category is `{contentType}-{mediaType}` such as popular-tv.
 * Null when the address names no known content; a request for it may still fail
 * its checks (a genre without an id).
 */
export function parseDiscoverMore(segments: readonly string[]): DiscoverContent | null {
  if (segments.length === 1) {
    const match = /^([A-Za-z]+)-(movie|tv)$/.exec(segments[0] ?? '');
    if (!match?.[1] || !match[2] || !isContentType(match[1]) || !isMediaType(match[2])) return null;
    return { contentType: match[1], mediaType: match[2] };
  }
  if (segments.length === 2) {
    const [contentType = '', mediaType = ''] = segments;
    if (!isContentType(contentType) || !isMediaType(mediaType)) return null;
    return { contentType, mediaType };
  }
  if (segments.length === 3) {
    const [contentType = '', id = '', mediaType = ''] = segments;
    if (!isContentType(contentType) || !isMediaType(mediaType) || id === '') return null;
    return { contentType, mediaType, id };
  }
  return null;
}

/** The more-page address for some content; the inverse of parseDiscoverMore. */
export function discoverMorePath(content: DiscoverContent): string {
  const { contentType, mediaType, id } = content;
  return id
    ? `/discover/more/${contentType}/${encodeURIComponent(id)}/${mediaType}`
    : `/discover/more/${contentType}/${mediaType}`;
}
