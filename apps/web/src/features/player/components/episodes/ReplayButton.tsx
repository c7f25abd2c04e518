import { nextEpisodeVisibility } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { isButtonShown } from '../../episodes/button-visibility.ts';
import { useHostControlsLock } from '../watch-party/hooks/useHostControlsLock.ts';
import { actionButtonClass } from './action-button-class.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** At the end of the show's last episode, where the next episode would be offered: start over. */
export function ReplayButton({ hovering }: { hovering: boolean }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const lock = useHostControlsLock();
  const isReplay = usePlayerState((s) => s.nextOffer.kind === 'replay');
  const visibility = usePlayerState((s) =>
    nextEpisodeVisibility(s.progress.time, s.progress.duration),
  );
  if (!isReplay || !isButtonShown(visibility, hovering)) return null;
  return (
    <button
      type="button"
      data-testid="replay-button"
      aria-disabled={lock.locked || undefined}
      title={lock.locked ? lock.reason : undefined}
      onClick={lock.locked ? undefined : player.replay}
      className={actionButtonClass}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0 fill-none stroke-current"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 12a8 8 0 108-8H8M8 1L5 4l3 3" />
      </svg>
      <span className="font-semibold">{t('episodes.replay')}</span>
    </button>
  );
}
