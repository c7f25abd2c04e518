import { continueWatchingItems } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookmarkStore } from '../../../shared/stores/bookmarks.ts';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import { EAGER_POSTERS, MediaCard } from '../media/MediaCard.tsx';
import { useReadyToWatch } from './hooks/useReadyToWatch.ts';
import { HomeMediaList } from './HomeMediaList.tsx';

/**
 * A newcomer (nothing watched, nothing bookmarked) would otherwise see an empty home, and most
 * titles need a source set up first; this row offers what plays here at once. It is left out
 * while loading, when the server plays nothing, and when the list cannot be had.
 */
export function ReadyToWatchSection() {
  const nothingToContinue = useProgressStore((s) => continueWatchingItems(s.items).length === 0);
  const noBookmarks = useBookmarkStore((s) => Object.keys(s.bookmarks).length === 0);
  if (!nothingToContinue || !noBookmarks) return null;
  return <ReadyToWatchRow />;
}

function ReadyToWatchRow() {
  const { t } = useTranslation('home');
  const headingId = useId();
  const { cards } = useReadyToWatch('all');
  if (!cards || cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="mb-4">
        <h2 id={headingId} className="text-xl font-bold text-text sm:text-2xl">
          {t('readyToWatch.title')}
        </h2>
        <p className="mt-1 text-sm text-text-dim">{t('readyToWatch.hint')}</p>
      </div>
      <HomeMediaList title={t('readyToWatch.title')}>
        {cards.map((media, index) => (
          <li key={`${media.type}-${media.id}`}>
            <MediaCard media={media} eager={index < EAGER_POSTERS} />
          </li>
        ))}
      </HomeMediaList>
    </section>
  );
}
