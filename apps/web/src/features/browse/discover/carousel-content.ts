import { CAROUSEL_ITEMS, type DiscoverContent } from '@screenroom/core';
import { getDiscoverPage, type TmdbRequestOptions } from '../../../shared/clients/tmdb.ts';
import { movieToCard, showToCard } from '../home/search-results.ts';
import type { MediaCardItem } from '../media/media-card-item.ts';

/** What a carousel shows: the content it asked for, or its fallback when that failed. */
export interface CarouselPage {
  content: DiscoverContent;
  items: MediaCardItem[];
  /** Why the asked-for content failed, when the fallback is shown instead. */
  primaryFailure?: string;
}

export type FetchCards = (content: DiscoverContent) => Promise<MediaCardItem[]>;

/** Both the content and its fallback failed; the messages say why, in that order. */
export class CarouselLoadError extends Error {
  constructor(readonly failures: string[]) {
    super(failures.join('; '));
    this.name = 'CarouselLoadError';
  }
}

/** A failed carousel falls back to the popular titles of its kind. */
export function fallbackContent(content: DiscoverContent): DiscoverContent | null {
  if (content.contentType === 'popular') return null;
  return { contentType: 'popular', mediaType: content.mediaType };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The content's titles, else its fallback's; an abort is passed on untouched. */
export async function loadWithFallback(
  content: DiscoverContent,
  fetchCards: FetchCards,
): Promise<CarouselPage> {
  try {
    return { content, items: await fetchCards(content) };
  } catch (primary) {
    if (isAbort(primary)) throw primary;
    const fallback = fallbackContent(content);
    if (!fallback) throw new CarouselLoadError([messageOf(primary)]);
    try {
      return {
        content: fallback,
        items: await fetchCards(fallback),
        primaryFailure: messageOf(primary),
      };
    } catch (second) {
      if (isAbort(second)) throw second;
      throw new CarouselLoadError([messageOf(primary), messageOf(second)]);
    }
  }
}

/** The first page of some content as cards; list answers carry no media_type of their own. */
export async function fetchDiscoverCards(
  content: DiscoverContent,
  options: TmdbRequestOptions = {},
): Promise<MediaCardItem[]> {
  if (content.mediaType === 'movie') {
    const page = await getDiscoverPage({ ...content, mediaType: 'movie' }, 1, options);
    return page.results.slice(0, CAROUSEL_ITEMS).map(movieToCard);
  }
  const page = await getDiscoverPage({ ...content, mediaType: 'tv' }, 1, options);
  return page.results.slice(0, CAROUSEL_ITEMS).map(showToCard);
}
