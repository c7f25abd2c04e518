import { useTranslation } from 'react-i18next';
import { formatPlaybackSpeed } from '../playback-speed.ts';
import { ControlButton } from './ControlButton.tsx';
import { settingsMenusModule } from './settings-menus-module.ts';
import { lockedControlClass } from './watch-party/locked-control-class.ts';
import { useSpeedLock } from './watch-party/hooks/useHostControlsLock.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * The control bar's speed button on wider screens; phones reach speed through the settings. A
 * watch party's guest plays at its host's speed, so for a guest it only shows that speed.
 */
export function PlaybackSpeedButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const rate = usePlayerState((s) => s.mediaPlaying.playbackRate);
  const lock = useSpeedLock();
  const speed = formatPlaybackSpeed(rate);
  const label = t('playback.button', { speed });
  return (
    <ControlButton
      data-testid="playback-speed-button"
      label={label}
      title={lock.locked ? lock.reason : label}
      aria-disabled={lock.locked || undefined}
      {...settingsMenusModule.prefetchOnApproach}
      onClick={lock.locked ? undefined : () => player.openSettings('/playback')}
      className={lockedControlClass}
      wideOnly
      text
    >
      <span dir="ltr">{speed}</span>
    </ControlButton>
  );
}
