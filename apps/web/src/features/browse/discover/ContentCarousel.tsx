import { CAROUSEL_LAZY_MARGIN_PX, discoverMorePath, type DiscoverContent } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Carousel, type CarouselState } from './Carousel.tsx';
import { fetchDiscoverCards, loadWithFallback, type CarouselPage } from './carousel-content.ts';
import { useContentTitle, type ContentTitleValues } from './hooks/useContentTitle.ts';
import { useNearViewport } from './hooks/useNearViewport.ts';
import { useTmdbLanguage } from './hooks/useTmdbLanguage.ts';
import { useWatchRegion } from '../../../shared/region/watch-region.ts';

/** A carousel's page is kept for the visit, so switching tabs and back does not refetch. */
const CAROUSEL_STALE_MS = 10 * 60 * 1000;

export interface ContentCarouselProps {
  /** Null while what to show is still unknown (the genre list is loading): a placeholder. */
  content: DiscoverContent | null;
  titleValues?: ContentTitleValues;
  /** The heading while content is null. */
  pendingTitle?: string;
  controls?: ReactNode;
}

function stateOf(page: CarouselPage | undefined, failed: boolean): CarouselState {
  if (failed) return { kind: 'failed' };
  if (!page) return { kind: 'loading' };
  if (page.items.length === 0) return { kind: 'empty' };
  return { kind: 'items', items: page.items };
}

/**
 * Page 1 of some discover content, fetched once the carousel nears the viewport, with the popular
 * titles of the same kind as the fallback.
 */
export function ContentCarousel({
  content,
  titleValues,
  pendingTitle,
  controls,
}: ContentCarouselProps) {
  const contentTitle = useContentTitle();
  const language = useTmdbLanguage();
  const watchRegion = useWatchRegion();
  const [sectionRef, near] = useNearViewport<HTMLElement>(CAROUSEL_LAZY_MARGIN_PX);
  const query = useQuery({
    queryKey: ['discover', 'carousel', content, language, watchRegion],
    queryFn: async ({ signal }) => {
      if (!content) throw new Error('No content to load');
      try {
        return await loadWithFallback(content, (c) =>
          fetchDiscoverCards(c, { language, watchRegion, signal }),
        );
      } catch (error) {
        if (signal.aborted) throw error;
        // A warning, not an error: the carousel says so on screen and the page stays usable.
        console.warn('Discover: a carousel and its fallback failed to load', error);
        throw error;
      }
    },
    enabled: near && content !== null,
    staleTime: CAROUSEL_STALE_MS,
    retry: false,
  });
  const page = query.data;
  const shown = page?.content ?? content;
  const fellBack = page?.primaryFailure !== undefined;
  const title = shown ? contentTitle(shown, fellBack ? {} : titleValues) : (pendingTitle ?? '');
  return (
    <Carousel
      title={title}
      state={stateOf(page, query.isError)}
      sectionRef={sectionRef}
      controls={controls}
      morePath={shown ? discoverMorePath(shown) : undefined}
    />
  );
}
