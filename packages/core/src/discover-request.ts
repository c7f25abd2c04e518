/**
 * What the Discover screens ask the movie database for:
 * one content type and media type become one request, or fail with a message naming what is
 * missing or unsupported ('Genre ID is required'). Apart from the rest of Discover's rules: the
 * home page's carousels ask it on the first paint, and a module the first paint reads comes down
 * whole.
 */
import type { DiscoverContent } from './discover.ts';

/** The default discover region. */
export const DISCOVER_REGION = 'US';

export class DiscoverContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiscoverContentError';
  }
}

export interface DiscoverRequest {
  /** A path under the movie database API, without a leading slash. */
  path: string;
  params: Record<string, string>;
}

/** The checks and messages for a discover request. */
export function discoverRequest(
  content: DiscoverContent,
  page = 1,
  watchRegion = DISCOVER_REGION,
): DiscoverRequest {
  const { contentType, mediaType, id } = content;
  const paged = { page: String(page) };
  switch (contentType) {
    case 'popular':
      return { path: `${mediaType}/popular`, params: paged };
    case 'topRated':
      return { path: `${mediaType}/top_rated`, params: paged };
    case 'nowPlaying':
      if (mediaType !== 'movie') throw new DiscoverContentError('Unsupported content type');
      return { path: 'movie/now_playing', params: paged };
    case 'onTheAir':
      if (mediaType !== 'tv') throw new DiscoverContentError('Unsupported content type');
      return { path: 'tv/on_the_air', params: paged };
    case 'genre':
      if (!id) throw new DiscoverContentError('Genre ID is required');
      return { path: `discover/${mediaType}`, params: { ...paged, with_genres: id } };
    case 'provider':
      if (!id) throw new DiscoverContentError('Provider ID is required');
      return {
        path: `discover/${mediaType}`,
        params: { ...paged, with_watch_providers: id, watch_region: watchRegion },
      };
    case 'recommendations':
      if (!id) throw new DiscoverContentError('Media ID is required for recommendations');
      return { path: `${mediaType}/${id}/recommendations`, params: paged };
    default:
      throw new DiscoverContentError('Unsupported content type');
  }
}
