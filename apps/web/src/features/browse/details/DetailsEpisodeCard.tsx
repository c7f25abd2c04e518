import {
  episodeProgressDisplay,
  isEpisodeReleased,
  type TmdbEpisode,
  type WatchProgress,
} from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tmdbImageUrl } from '../../../shared/clients/tmdb.ts';
import type { DetailsData } from './details-data.ts';
import { usePlayerLinkState } from './hooks/usePlayerLinkState.ts';
import { episodePath } from './play-target.ts';

function EpisodeProgress({ progress }: { progress: WatchProgress }) {
  const { t } = useTranslation('details');
  const { percentage, barPercentage } = episodeProgressDisplay(progress);
  if (percentage <= 0) return null;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      aria-label={t('episode.watched', { percentage })}
      className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-black/60"
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${barPercentage}%` }} />
    </div>
  );
}

/**
 * One episode: still, number, name and how much was watched. A released episode starts playing
 * when chosen; one not aired yet is dimmed and cannot be chosen, and none can be chosen when no
 * source here can play the show (the list says so once, above the episodes).
 */
export function DetailsEpisodeCard({
  show,
  episode,
  progress,
  playable,
}: {
  show: DetailsData;
  episode: TmdbEpisode;
  progress: WatchProgress | undefined;
  playable: boolean;
}) {
  const { t } = useTranslation('details');
  const linkState = usePlayerLinkState();
  const released = isEpisodeReleased(episode.air_date);
  const still = tmdbImageUrl(episode.still_path, 'w300');
  const body = (
    <>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-surface-raised">
        {still && <img src={still} alt="" loading="lazy" className="h-full w-full object-cover" />}
        {!released && (
          <span className="absolute start-2 top-2 rounded-md bg-black/75 px-2 py-0.5 text-xs font-medium text-white">
            {t('episode.unreleased')}
          </span>
        )}
        {progress && <EpisodeProgress progress={progress} />}
      </div>
      <p dir="auto" className="mt-2 line-clamp-1 text-sm font-semibold text-text">
        <span className="me-1 text-text-dim">
          {t('episode.number', { number: episode.episode_number })}
        </span>
        {episode.name}
      </p>
      {episode.overview && (
        <p dir="auto" className="line-clamp-2 text-xs text-text-dim">
          {episode.overview}
        </p>
      )}
    </>
  );
  if (!released || !playable) {
    return (
      <div aria-disabled="true" className="opacity-50">
        {body}
      </div>
    );
  }
  return (
    <Link
      to={episodePath(show, episode.season_number, episode.episode_number)}
      state={linkState}
      aria-label={t('episode.play', { number: episode.episode_number, name: episode.name })}
      className="block rounded-lg transition hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-accent"
    >
      {body}
    </Link>
  );
}
