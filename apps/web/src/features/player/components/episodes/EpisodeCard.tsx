import { episodeProgressDisplay, isEpisodeReleased } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tmdbImageUrl } from '../../../../shared/clients/tmdb.ts';
import type { ShowEpisode, ShowSeason } from '../../episodes/show-episodes.ts';
import { useProgressStore } from '../../../../shared/stores/progress.ts';
import { useHostControlsLock } from '../watch-party/hooks/useHostControlsLock.ts';
import { EpisodeProgressBar } from './EpisodeProgressBar.tsx';
import { usePlayer } from '../../player-context.tsx';

export type EpisodeLayout = 'carousel' | 'compact';

type Props = {
  showTmdbId: string;
  season: ShowSeason;
  episode: ShowEpisode;
  current: boolean;
  layout: EpisodeLayout;
};

/**
 * One episode of the overlay: a 256 × 280 card with its still in the carousel, a row without
 * pictures in the compact list. Unreleased episodes are dimmed and cannot be played. The button
 * holds the episode's number, title and state, which make its name; the overview describes it
 * and sits outside, while the button's stretched area still makes the whole card clickable.
 */
export function EpisodeCard({ showTmdbId, season, episode, current, layout }: Props) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const overviewId = useId();
  const lock = useHostControlsLock();
  const saved = useProgressStore((s) => s.items[showTmdbId]?.episodes[episode.tmdbId]?.progress);
  const progress = saved ? episodeProgressDisplay(saved) : null;
  const watched = progress && progress.percentage > 0 ? progress : null;
  const released = isEpisodeReleased(episode.airDate);
  const carousel = layout === 'carousel';
  const still = carousel ? tmdbImageUrl(episode.stillPath, 'w300') : undefined;

  return (
    <div
      className={`relative flex rounded-xl transition has-focus-visible:ring-2 has-focus-visible:ring-accent-text ${
        released ? 'hover:bg-white/10' : 'opacity-50'
      } ${current ? 'bg-white/10 ring-2 ring-accent' : ''} ${
        carousel ? 'h-[280px] w-64 flex-col overflow-hidden bg-white/5' : 'flex-col px-3 py-2'
      }`}
    >
      {carousel ? (
        <div className="relative aspect-video w-full shrink-0 bg-black/40">
          {still ? (
            <img src={still} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : null}
          {watched ? (
            <div className="absolute inset-x-0 bottom-0">
              <EpisodeProgressBar display={watched} />
            </div>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        data-testid={`episode-${season.number}-${episode.number}`}
        aria-describedby={episode.overview ? overviewId : undefined}
        aria-current={current ? 'true' : undefined}
        disabled={!released}
        aria-disabled={(released && lock.locked) || undefined}
        title={released && lock.locked ? lock.reason : undefined}
        onClick={() => {
          if (!lock.locked) player.playEpisode({ season, episode });
        }}
        className={`flex flex-col gap-0.5 text-start after:absolute after:inset-0 focus-visible:outline-none disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${
          carousel ? 'px-3 pt-2' : ''
        }`}
      >
        <span className="block text-xs text-text-dim">
          {t('episodes.episodeNumber', { number: episode.number })}
        </span>
        {/* Titles and overviews come in the catalog's language: each keeps its own direction. */}
        <span dir="auto" className="block truncate font-semibold">
          {episode.title || t('episodes.untitled')}
        </span>
        <span className="flex flex-wrap gap-1 text-xs">
          {current ? (
            <span className="rounded bg-accent px-1.5 py-0.5 font-semibold text-white">
              {t('episodes.nowPlaying')}
            </span>
          ) : null}
          {released ? null : (
            <span className="rounded bg-white/15 px-1.5 py-0.5">{t('episodes.unreleased')}</span>
          )}
          {watched ? (
            <span className="text-text-dim">
              {t('episodes.watched', { percent: watched.percentage })}
            </span>
          ) : null}
        </span>
      </button>
      {!carousel && watched ? (
        <div className="mt-1">
          <EpisodeProgressBar display={watched} />
        </div>
      ) : null}
      {episode.overview ? (
        <p
          id={overviewId}
          dir="auto"
          className={`text-text-dim ${carousel ? 'line-clamp-3 px-3 pt-1 text-sm' : 'line-clamp-2 pt-1 text-xs'}`}
        >
          {episode.overview}
        </p>
      ) : null}
    </div>
  );
}
