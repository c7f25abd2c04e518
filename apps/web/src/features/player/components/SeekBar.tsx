import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEEK_STEP_ARROW_S } from '@screenroom/core';
import { formatTime } from '../time-format.ts';
import { SeekPreview } from './SeekPreview.tsx';
import { useHostControlsLock } from './watch-party/hooks/useHostControlsLock.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** After an arrow key on the focused bar, the preview shows the new time this long. */
const KEYBOARD_PREVIEW_MS = 1500;

/**
 * What the preview follows: the pointer over the bar (a finger only while it drags), or the
 * playhead right after a keyboard seek. Widths are read at the event, never during render.
 */
type Hover =
  | { kind: 'pointer'; x: number; width: number; touch: boolean }
  | { kind: 'keyboard'; width: number };

function fraction(value: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, value / total)) : 0;
}

/**
 * Seek bar with the buffered range; dragging pauses playback until the thumb is let go. For a
 * watch party's guest it only shows where the party is: the host seeks.
 */
export function SeekBar() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const track = useRef<HTMLDivElement>(null);
  const keyboardTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hover, setHover] = useState<Hover | null>(null);
  const { time, duration, buffered, draggingTime } = usePlayerState((s) => s.progress);
  const isSeeking = usePlayerState((s) => s.isSeeking);
  const shown = isSeeking ? draggingTime : time;
  const lock = useHostControlsLock();

  useEffect(() => () => clearTimeout(keyboardTimer.current), []);

  const timeAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return fraction(clientX - rect.left, rect.width) * duration;
  };
  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect) return;
    const x = Math.min(rect.width, Math.max(0, event.clientX - rect.left));
    setHover({ kind: 'pointer', x, width: rect.width, touch: event.pointerType === 'touch' });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (duration <= 0 || lock.locked) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    followPointer(event);
    player.startScrub(timeAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    followPointer(event);
    player.scrubTo(timeAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) =>
    player.endScrub(timeAt(event.clientX));
  const onPointerLeave = () => {
    if (!isSeeking) setHover(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight'
        ? SEEK_STEP_ARROW_S
        : event.key === 'ArrowLeft'
          ? -SEEK_STEP_ARROW_S
          : 0;
    if (step === 0 || lock.locked) return;
    // The page-wide shortcuts handle the same keys; seeking twice would skip 10 s.
    event.stopPropagation();
    event.preventDefault();
    player.seekBy(step);
    setHover({ kind: 'keyboard', width: track.current?.getBoundingClientRect().width ?? 0 });
    clearTimeout(keyboardTimer.current);
    keyboardTimer.current = setTimeout(
      () => setHover((current) => (current?.kind === 'keyboard' ? null : current)),
      KEYBOARD_PREVIEW_MS,
    );
  };

  // A guest cannot seek, so no time under the pointer is offered as a place to go.
  const preview = lock.locked ? null : previewFor(hover, isSeeking, shown, duration);

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
      aria-disabled={lock.locked || undefined}
      title={lock.locked ? lock.reason : undefined}
      data-testid="seek-bar"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={() => setHover((current) => (current?.kind === 'keyboard' ? null : current))}
      className={`group relative flex h-5 w-full touch-none items-center ${lock.locked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
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
      {preview ? <SeekPreview {...preview} /> : null}
    </div>
  );
}

/**
 * What the preview shows, if anything: the thumb's time while dragging, the pointer's time while
 * a mouse hovers, the new playhead after a keyboard seek. Nothing before the duration is known.
 */
function previewFor(
  hover: Hover | null,
  isSeeking: boolean,
  shown: number,
  duration: number,
): { time: number; centre: number; trackWidth: number } | null {
  if (!hover || duration <= 0) return null;
  const { width } = hover;
  if (isSeeking || hover.kind === 'keyboard') {
    return { time: shown, centre: fraction(shown, duration) * width, trackWidth: width };
  }
  if (hover.touch) return null;
  return { time: fraction(hover.x, width) * duration, centre: hover.x, trackWidth: width };
}
