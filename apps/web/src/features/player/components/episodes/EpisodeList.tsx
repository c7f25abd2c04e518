import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeasonEpisodes } from '../../episodes/show-queries.ts';
import { EpisodeCard, type EpisodeLayout } from './EpisodeCard.tsx';
import { EpisodeCarouselButtons } from './EpisodeCarouselButtons.tsx';
import { OverlayMessage } from './OverlayMessage.tsx';
import { OverlayQueryMessage } from './OverlayQueryMessage.tsx';
import { usePlayerState } from '../../player-context.tsx';

type Props = { showTmdbId: string; seasonNumber: number; layout: EpisodeLayout };

/** The episodes of one season, as a carousel of cards or a compact list. */
export function EpisodeList({ showTmdbId, seasonNumber, layout }: Props) {
  const { t } = useTranslation('player');
  const query = useSeasonEpisodes(showTmdbId, seasonNumber);
  const playing = usePlayerState((s) =>
    s.meta?.season?.number === seasonNumber ? (s.meta.episode?.number ?? null) : null,
  );
  const list = useRef<HTMLUListElement>(null);
  const loaded = query.data !== undefined;

  // Opening on the season on screen shows the episode being watched, wherever it is in the list.
  useEffect(() => {
    if (!loaded) return;
    list.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [loaded]);

  if (query.isPending || query.isError) return <OverlayQueryMessage query={query} />;
  const { season, episodes } = query.data;
  if (episodes.length === 0) {
    return <OverlayMessage kind="empty">{t('episodes.emptyState')}</OverlayMessage>;
  }
  const items = episodes.map((episode) => (
    <li key={episode.tmdbId} className={layout === 'carousel' ? 'shrink-0 snap-start' : ''}>
      <EpisodeCard
        showTmdbId={showTmdbId}
        season={season}
        episode={episode}
        current={episode.number === playing}
        layout={layout}
      />
    </li>
  ));

  if (layout === 'compact') {
    return (
      <ul ref={list} aria-label={season.title} className="flex flex-col gap-1">
        {items}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <EpisodeCarouselButtons listRef={list} />
      </div>
      <ul
        ref={list}
        aria-label={season.title}
        className="flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3"
      >
        {items}
      </ul>
    </div>
  );
}
