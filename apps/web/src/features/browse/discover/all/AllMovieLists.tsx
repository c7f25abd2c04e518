import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fetchMovieLists } from '../../../../shared/clients/lists.ts';
import { CarouselSkeleton } from '../CarouselSkeleton.tsx';
import { MoreRetryButton } from '../more/MoreRetryButton.tsx';
import { MoreStateMessage } from '../more/MoreStateMessage.tsx';
import { listAnchor } from './list-anchor.ts';
import { MovieListCarousel } from './MovieListCarousel.tsx';

/** The server keeps a lists service's answer for an hour; a visit need not ask again. */
const LISTS_STALE_MS = 10 * 60 * 1000;

/** All Movie Lists: every list of the lists source, one carousel each. */
export function AllMovieLists() {
  const { t } = useTranslation('discover');
  const { hash } = useLocation();
  const query = useQuery({
    queryKey: ['discover', 'lists'],
    queryFn: ({ signal }) => fetchMovieLists(signal),
    staleTime: LISTS_STALE_MS,
    retry: false,
  });
  const lists = query.data?.lists;
  useEffect(() => {
    // The address of one list scrolls to it once the lists are on the page.
    if (!lists || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [lists, hash]);
  useEffect(() => {
    // A warning, not an error: the page says so on screen and offers to try again.
    if (query.isError) console.warn('Discover: the movie lists could not be loaded', query.error);
  }, [query.isError, query.error]);

  if (query.isError) {
    return (
      <MoreStateMessage>
        <p role="alert">{t('lists.failed')}</p>
        <MoreRetryButton onRetry={() => void query.refetch()} />
      </MoreStateMessage>
    );
  }
  if (!lists) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('lists.loading')}
        </p>
        <CarouselSkeleton />
      </div>
    );
  }
  if (lists.length === 0) return <MoreStateMessage>{t('lists.empty')}</MoreStateMessage>;
  return (
    <>
      {lists.map((list, index) => {
        const anchor = listAnchor(list, index);
        return <MovieListCarousel key={anchor} list={list} anchor={anchor} />;
      })}
    </>
  );
}
