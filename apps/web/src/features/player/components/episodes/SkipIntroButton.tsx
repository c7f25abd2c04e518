import { skipIntroVisibility } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { isButtonShown } from '../../episodes/button-visibility.ts';
import { useHostControlsLock } from '../watch-party/hooks/useHostControlsLock.ts';
import { actionButtonClass } from './action-button-class.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Before the intro ends while playing: always in the first 10 s, later on hover. */
export function SkipIntroButton({ hovering }: { hovering: boolean }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const lock = useHostControlsLock();
  const visibility = usePlayerState((s) =>
    skipIntroVisibility(s.progress.time, s.introSkipTime, s.mediaPlaying.isPlaying),
  );
  if (!isButtonShown(visibility, hovering)) return null;
  return (
    <button
      type="button"
      data-testid="skip-intro-button"
      aria-disabled={lock.locked || undefined}
      title={lock.locked ? lock.reason : undefined}
      onClick={lock.locked ? undefined : player.skipIntro}
      className={actionButtonClass}
    >
      <span className="font-semibold">{t('episodes.skipIntro')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-current">
        <path d="M4 5v14l8-7zM12 5v14l8-7z" className="rtl:-scale-x-100" />
      </svg>
    </button>
  );
}
