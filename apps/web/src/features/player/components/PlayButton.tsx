import { useTranslation } from 'react-i18next';
import { ControlButton } from './ControlButton.tsx';
import { lockedControlClass } from './watch-party/locked-control-class.ts';
import { useHostControlsLock } from './watch-party/hooks/useHostControlsLock.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Play and pause; a watch party's guest sees it disabled, since the host plays and pauses. */
export function PlayButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const isPlaying = usePlayerState((s) => s.mediaPlaying.isPlaying);
  const lock = useHostControlsLock();
  const label = isPlaying ? t('controls.pause') : t('controls.play');
  return (
    <ControlButton
      data-testid="play-button"
      label={label}
      title={lock.locked ? lock.reason : label}
      aria-disabled={lock.locked || undefined}
      aria-keyshortcuts={lock.locked ? undefined : 'k Space'}
      onClick={lock.locked ? undefined : player.togglePlay}
      className={lockedControlClass}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
        {isPlaying ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M7 4.5v15l13-7.5z" />}
      </svg>
    </ControlButton>
  );
}
