import { CAROUSEL_ITEMS, CAROUSEL_LAZY_MARGIN_PX } from '@screenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFourKReleases } from '../../../shared/clients/lists.ts';
import { movieToCard } from '../home/search-results.ts';
import { Carousel, type CarouselState } from './Carousel.tsx';
import { useNearViewport } from './hooks/useNearViewport.ts';

/** The server's 4K list changes with a deployment only. */
const FOUR_K_STALE_MS = 60 * 60 * 1000;

/**
 * The Movies tab's 4K releases: the movies our server counts as released in 4K (its lists
 * source's `GET /lists/4k`), which has no more-page of its own.
 */
export function FourKCarousel() {
  const { t } = useTranslation('discover');
  const [sectionRef, near] = useNearViewport<HTMLElement>(CAROUSEL_LAZY_MARGIN_PX);
  const query = useQuery({
    queryKey: ['discover', 'fourK'],
    queryFn: ({ signal }) => fetchFourKReleases(signal),
    enabled: near,
    staleTime: FOUR_K_STALE_MS,
    retry: false,
  });
  const failed = query.isError;
  useEffect(() => {
    // A warning, not an error: the carousel says so on screen and the page stays usable.
    if (failed) console.warn('Discover: the 4K releases could not be loaded', query.error);
  }, [failed, query.error]);
  let state: CarouselState = { kind: 'loading' };
  if (failed) state = { kind: 'failed' };
  else if (query.data?.tmdbMovies.length === 0) state = { kind: 'empty' };
  else if (query.data) {
    const items = query.data.tmdbMovies.slice(0, CAROUSEL_ITEMS).map(movieToCard);
    state = { kind: 'items', items };
  }
  return <Carousel title={t('fourK')} state={state} sectionRef={sectionRef} />;
}
