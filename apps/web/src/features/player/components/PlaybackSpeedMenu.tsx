import { PLAYBACK_SPEEDS } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuChoice } from './MenuChoice.tsx';
import { usePlaybackSpeedLabel } from './hooks/usePlaybackSpeedLabel.ts';
import { useSpeedLock } from './watch-party/hooks/useHostControlsLock.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/**
 * The offered speeds, 0.25× to 2×; the current one is checked. A watch party's guest sees the
 * host's speed checked and the choices disabled, with the reason above them.
 */
export function PlaybackSpeedMenu() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const noteId = useId();
  const rate = usePlayerState((s) => s.mediaPlaying.playbackRate);
  const speedLabel = usePlaybackSpeedLabel();
  const lock = useSpeedLock();
  return (
    <div className="flex flex-col gap-1">
      {lock.locked ? (
        <p
          id={noteId}
          data-testid="playback-speed-locked"
          className="px-3 py-2 text-sm text-text-dim"
        >
          {lock.reason}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-label={t('playback.speed')}
        aria-disabled={lock.locked || undefined}
        aria-describedby={lock.locked ? noteId : undefined}
        className={`flex flex-col gap-1 ${lock.locked ? 'pointer-events-none opacity-50' : ''}`}
      >
        {PLAYBACK_SPEEDS.map((speed) => (
          <MenuChoice
            key={speed}
            testId={`playback-speed-${speed}`}
            label={speedLabel(speed)}
            checked={rate === speed}
            onSelect={() => {
              if (!lock.locked) player.choosePlaybackSpeed(speed);
            }}
          />
        ))}
      </div>
    </div>
  );
}
