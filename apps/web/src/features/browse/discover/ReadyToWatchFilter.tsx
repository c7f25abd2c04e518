import { useTranslation } from 'react-i18next';
import { usePlaysHereFilter } from '../../../shared/hooks/usePlaysHereFilter.ts';

/**
 * "Plays here": narrows every tab to the titles this server plays. Remembered on this device;
 * before the viewer chooses, on when fewer than a quarter of the catalog plays here.
 */
export function ReadyToWatchFilter() {
  const { t } = useTranslation('discover');
  const filter = usePlaysHereFilter();
  return (
    <button
      type="button"
      aria-pressed={filter.on}
      onClick={() => filter.set(!filter.on)}
      className={`rounded-full px-4 py-2 text-sm font-semibold transition ${
        filter.on
          ? 'bg-emerald-700 text-white hover:bg-emerald-600'
          : 'bg-surface text-text-dim hover:bg-white/10 hover:text-text'
      }`}
    >
      {t('readyOnly.toggle')}
    </button>
  );
}
