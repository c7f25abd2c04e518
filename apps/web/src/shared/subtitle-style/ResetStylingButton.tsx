import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../stores/subtitles.ts';
import { Button } from '../ui/Button.tsx';

/** Puts every caption style back to its default; `className` places it in its surroundings. */
export function ResetStylingButton({ className }: { className: string }) {
  const { t } = useTranslation('settings');
  const resetStyling = useSubtitleStore((state) => state.resetStyling);
  return (
    <Button variant="secondary" onClick={resetStyling} className={`${className} text-sm`}>
      {t('subtitles.reset')}
    </Button>
  );
}
