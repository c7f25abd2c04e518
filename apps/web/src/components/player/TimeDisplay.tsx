import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { formatTime } from '../../player/time-format.ts';

/** Document 002 §2: a click toggles between elapsed and remaining time. */
export function TimeDisplay() {
  const { t } = useTranslation('player');
  const { time, duration } = usePlayerStore((s) => s.progress);
  const format = usePlayerStore((s) => s.timeFormat);
  const toggle = usePlayerStore((s) => s.toggleTimeFormat);
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
      className="rounded px-2 py-1 text-sm tabular-nums text-white/90 hover:bg-white/10"
    >
      {current} / {formatTime(duration)}
    </button>
  );
}
