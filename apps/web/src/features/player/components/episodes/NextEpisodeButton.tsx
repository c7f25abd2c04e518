import { nextEpisodeVisibility } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { isButtonShown } from '../../episodes/button-visibility.ts';
import { useHostControlsLock } from '../watch-party/hooks/useHostControlsLock.ts';
import { actionButtonClass } from './action-button-class.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * Next episode, or next season at the end of a season: always in the last 30 s, on hover once
 * 93 % is watched. It starts the next episode from the beginning.
 */
export function NextEpisodeButton({ hovering }: { hovering: boolean }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const lock = useHostControlsLock();
  const offer = usePlayerState((s) => s.nextOffer);
  const visibility = usePlayerState((s) =>
    nextEpisodeVisibility(s.progress.time, s.progress.duration),
  );
  if (offer.kind !== 'nextEpisode' && offer.kind !== 'nextSeason') return null;
  if (!isButtonShown(visibility, hovering)) return null;
  const { season, episode } = offer.target;
  return (
    <button
      type="button"
      data-testid="next-episode-button"
      aria-disabled={lock.locked || undefined}
      title={lock.locked ? lock.reason : undefined}
      onClick={lock.locked ? undefined : player.playNext}
      className={actionButtonClass}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-current">
        <path d="M5 5v14l10-7zM17 5h2v14h-2z" className="rtl:-scale-x-100" />
      </svg>
      <span className="flex flex-col text-start leading-tight">
        <span className="font-semibold">
          {offer.kind === 'nextSeason' ? t('episodes.nextSeason') : t('episodes.nextEpisode')}
        </span>
        <span className="text-xs text-white/80">
          {t('episodeLabel', {
            season: season.number,
            episode: episode.number,
            title: episode.title,
          })}
        </span>
      </span>
    </button>
  );
}
