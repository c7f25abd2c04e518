import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { formatPlaybackSpeed } from '../../player/playback-speed.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { ControlButton } from './ControlButton.tsx';

/** The control bar's speed button on wider screens; phones reach speed through the settings. */
export function PlaybackSpeedButton() {
  const { t } = useTranslation('player');
  const rate = usePlayerStore((s) => s.mediaPlaying.playbackRate);
  const speed = formatPlaybackSpeed(rate);
  return (
    <ControlButton
      data-testid="playback-speed-button"
      label={t('playback.button', { speed })}
      onClick={() => player.openSettings('/playback')}
      wideOnly
      text
    >
      <span dir="ltr">{speed}</span>
    </ControlButton>
  );
}
