import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../../stores/subtitles.ts';

/** Puts every caption style back to its default; `className` places it in its surroundings. */
export function ResetStylingButton({ className }: { className: string }) {
  const { t } = useTranslation('settings');
  const resetStyling = useSubtitleStore((state) => state.resetStyling);
  return (
    <button
      type="button"
      onClick={resetStyling}
      className={`${className} rounded-lg bg-surface-raised px-4 py-2 text-sm font-medium text-text hover:bg-white/15`}
    >
      {t('subtitles.reset')}
    </button>
  );
}
