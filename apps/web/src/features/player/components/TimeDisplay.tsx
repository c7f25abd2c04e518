import { useTranslation } from 'react-i18next';
import { formatTime } from '../time-format.ts';
import { usePlayerState } from '../player-context.tsx';

/**
 * Elapsed time and duration; a click toggles to the time remaining. The times always read
 * left to right ("0:30 / 3:00"), in Arabic too: clock times are not mirrored, and without the
 * isolation the bidi algorithm would put the duration first.
 */
export function TimeDisplay() {
  const { t } = useTranslation('player');
  const { time, duration } = usePlayerState((s) => s.progress);
  const format = usePlayerState((s) => s.timeFormat);
  const toggle = usePlayerState((s) => s.toggleTimeFormat);
  const current =
    format === 'remaining'
      ? t('controls.remaining', { time: formatTime(duration - time) })
      : formatTime(time);
  return (
    <button
      type="button"
      data-testid="time-display"
      onClick={toggle}
      // The times on the button are its name (WCAG 2.5.3); what a click does is its description.
      title={format === 'regular' ? t('controls.timeRegular') : t('controls.timeRemaining')}
      className="rounded px-2 py-1 text-sm whitespace-nowrap text-white/90 tabular-nums hover:bg-white/10"
    >
      <bdi dir="ltr">
        <span data-testid="time-current">{current}</span> /{' '}
        <span data-testid="time-duration">{formatTime(duration)}</span>
      </bdi>
    </button>
  );
}
