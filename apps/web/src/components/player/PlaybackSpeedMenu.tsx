import { PLAYBACK_SPEEDS } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { MenuChoice } from './MenuChoice.tsx';
import { usePlaybackSpeedLabel } from './use-playback-speed-label.ts';

/** The offered speeds, 0.25× to 2×; the current one is checked. */
export function PlaybackSpeedMenu() {
  const { t } = useTranslation('player');
  const rate = usePlayerStore((s) => s.mediaPlaying.playbackRate);
  const speedLabel = usePlaybackSpeedLabel();
  return (
    <div role="radiogroup" aria-label={t('playback.speed')} className="flex flex-col gap-1">
      {PLAYBACK_SPEEDS.map((speed) => (
        <MenuChoice
          key={speed}
          testId={`playback-speed-${speed}`}
          label={speedLabel(speed)}
          checked={rate === speed}
          onSelect={() => player.choosePlaybackSpeed(speed)}
        />
      ))}
    </div>
  );
}
