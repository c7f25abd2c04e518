import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { MenuLink } from './MenuLink.tsx';
import { usePlaybackSpeedLabel } from './hooks/usePlaybackSpeedLabel.ts';

/** The main menu's speed line, with the current speed. */
export function PlaybackSpeedMenuLine() {
  const { t } = useTranslation('player');
  const rate = usePlayerStore((s) => s.mediaPlaying.playbackRate);
  const speedLabel = usePlaybackSpeedLabel();
  return (
    <MenuLink
      label={t('playback.speed')}
      value={speedLabel(rate)}
      onClick={() => player.openSettings('/playback')}
    />
  );
}
