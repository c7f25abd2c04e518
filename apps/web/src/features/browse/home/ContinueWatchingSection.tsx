import { continueWatchingItems } from '@screenroom/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import { MediaCard } from '../media/MediaCard.tsx';
import { continueWatchingCard } from './continue-watching-cards.ts';
import { HomeMediaList } from './HomeMediaList.tsx';
import { HomeSection } from './HomeSection.tsx';

export function ContinueWatchingSection() {
  const { t } = useTranslation('home');
  const items = useProgressStore((s) => s.items);
  const removeProgress = useProgressStore((s) => s.removeProgress);
  const cards = useMemo(() => continueWatchingItems(items).map(continueWatchingCard), [items]);
  if (cards.length === 0) return null;
  return (
    <HomeSection title={t('continueWatching.title')}>
      {(editing) => (
        <HomeMediaList title={t('continueWatching.title')}>
          {cards.map((card) => (
            <li key={card.media.id}>
              <MediaCard
                media={card.media}
                linkTo={card.linkTo}
                percentage={card.percentage}
                subtitle={
                  card.season !== undefined
                    ? t('media.episodeShort', { season: card.season, episode: card.episode })
                    : undefined
                }
                editing={editing}
                onRemove={() => removeProgress(card.media.id)}
              />
            </li>
          ))}
        </HomeMediaList>
      )}
    </HomeSection>
  );
}
