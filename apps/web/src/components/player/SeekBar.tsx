import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEEK_STEP_ARROW_S } from '@screenroom/core';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { formatTime } from '../../player/time-format.ts';

function fraction(value: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, value / total)) : 0;
}

/** Seek bar with the buffered range; dragging pauses playback until the thumb is let go. */
export function SeekBar() {
  const { t } = useTranslation('player');
  const track = useRef<HTMLDivElement>(null);
  const { time, duration, buffered, draggingTime } = usePlayerStore((s) => s.progress);
  const isSeeking = usePlayerStore((s) => s.isSeeking);
  const shown = isSeeking ? draggingTime : time;

  const timeAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return fraction(clientX - rect.left, rect.width) * duration;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (duration <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    player.startScrub(timeAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) =>
    player.scrubTo(timeAt(event.clientX));
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) =>
    player.endScrub(timeAt(event.clientX));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight'
        ? SEEK_STEP_ARROW_S
        : event.key === 'ArrowLeft'
          ? -SEEK_STEP_ARROW_S
          : 0;
    if (step === 0) return;
    // The page-wide shortcuts handle the same keys; seeking twice would skip 10 s.
    event.stopPropagation();
    event.preventDefault();
    player.seekBy(step);
  };

  return (
    <div
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label={t('controls.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={`${formatTime(shown)} / ${formatTime(duration)}`}
      data-testid="seek-bar"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
      className="group relative flex h-5 w-full cursor-pointer touch-none items-center"
    >
      <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/20 transition-[height] group-hover:h-1.5">
        <div
          className="absolute inset-y-0 left-0 bg-white/35"
          style={{ width: `${fraction(buffered, duration) * 100}%` }}
        />
        <div
          className="absolute inset-y-0 left-0 bg-accent"
          style={{ width: `${fraction(shown, duration) * 100}%` }}
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute h-3.5 w-3.5 -translate-x-1/2 rounded-full bg-white opacity-0 shadow transition-opacity group-hover:opacity-100"
        style={{ left: `${fraction(shown, duration) * 100}%` }}
      />
    </div>
  );
}
