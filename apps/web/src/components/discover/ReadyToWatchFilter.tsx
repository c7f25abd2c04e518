import { useTranslation } from 'react-i18next';
import { useDiscoverStore } from '../../stores/discover.ts';

/** A toggle narrowing every tab to the titles this server plays without a source set up. */
export function ReadyToWatchFilter() {
  const { t } = useTranslation('discover');
  const readyOnly = useDiscoverStore((s) => s.readyOnly);
  const setReadyOnly = useDiscoverStore((s) => s.setReadyOnly);
  return (
    <button
      type="button"
      aria-pressed={readyOnly}
      onClick={() => setReadyOnly(!readyOnly)}
      className={`rounded-full px-4 py-2 text-sm font-semibold transition ${
        readyOnly
          ? 'bg-emerald-700 text-white hover:bg-emerald-600'
          : 'bg-surface text-text-dim hover:bg-white/10 hover:text-text'
      }`}
    >
      {t('readyOnly.toggle')}
    </button>
  );
}
