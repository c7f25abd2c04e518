import { useTranslation } from 'react-i18next';
import { useSubtitleStore } from '../../../../../shared/stores/subtitles.ts';

/** The delay as the menus show it: "+1.5 s", "-0.5 s", or nothing when there is none. */
export function useCaptionDelayLabel(): string {
  const { t } = useTranslation('player');
  const delay = useSubtitleStore((s) => s.delay);
  if (delay === 0) return '';
  return t('captions.delayValue', { seconds: `${delay > 0 ? '+' : ''}${delay.toFixed(1)}` });
}
