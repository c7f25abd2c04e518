import type { DiscoverContent } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../media/MediaCard.tsx';
import { MediaGrid } from '../../media/MediaGrid.tsx';
import { MediaGridSkeleton } from '../../media/MediaGridSkeleton.tsx';
import { useMoreTitles } from './more-titles.ts';
import { MoreLoadMoreButton } from './MoreLoadMoreButton.tsx';
import { MoreRetryButton } from './MoreRetryButton.tsx';
import { MoreStateMessage } from './MoreStateMessage.tsx';

/** The content's titles, a page at a time, with a load-more button. */
export function MoreTitlesGrid({ content, label }: { content: DiscoverContent; label?: string }) {
  const { t } = useTranslation('discoverMore');
  const titles = useMoreTitles(content);
  const { items } = titles;
  const firstPageFailed = titles.isError && !titles.isFetchNextPageError;
  return (
    <section aria-busy={titles.isPending || titles.isFetchingNextPage}>
      <div role="status" aria-live="polite" className="sr-only">
        {titles.isPending
          ? t('loading')
          : titles.isSuccess
            ? t('count', { count: items.length })
            : ''}
      </div>
      {titles.isPending && <MediaGridSkeleton />}
      {firstPageFailed && items.length === 0 && (
        <MoreStateMessage>
          <p role="alert">{t('loadFailed')}</p>
          <MoreRetryButton onRetry={() => void titles.refetch()} />
        </MoreStateMessage>
      )}
      {titles.isSuccess && items.length === 0 && (
        <MoreStateMessage>
          <p>{t('empty')}</p>
        </MoreStateMessage>
      )}
      {items.length > 0 && (
        <MediaGrid label={label}>
          {items.map((media) => (
            <li key={`${media.type}-${media.id}`}>
              <MediaCard media={media} />
            </li>
          ))}
        </MediaGrid>
      )}
      {titles.isFetchNextPageError && (
        <div className="mt-8 flex flex-col items-center gap-3 text-center text-text-dim">
          <p role="alert">{t('loadMoreFailed')}</p>
          <MoreRetryButton onRetry={() => void titles.fetchNextPage()} />
        </div>
      )}
      {titles.hasNextPage && !titles.isFetchNextPageError && (
        <div className="mt-10 flex justify-center">
          <MoreLoadMoreButton
            loading={titles.isFetchingNextPage}
            // A press that gets through while a page loads (before the button is drawn disabled,
            // say) waits for that page instead of asking for it again.
            onLoadMore={() => void titles.fetchNextPage({ cancelRefetch: false })}
          />
        </div>
      )}
    </section>
  );
}
