import { useTranslation } from 'react-i18next';
import { MenuLink } from './MenuLink.tsx';
import { usePlaybackSpeedLabel } from './hooks/usePlaybackSpeedLabel.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The main menu's speed line, with the current speed. */
export function PlaybackSpeedMenuLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const rate = usePlayerState((s) => s.mediaPlaying.playbackRate);
  const speedLabel = usePlaybackSpeedLabel();
  return (
    <MenuLink
      label={t('playback.speed')}
      value={speedLabel(rate)}
      onClick={() => player.openSettings('/playback')}
    />
  );
}
