import { useTranslation } from 'react-i18next';
import { formatPlaybackSpeed } from '../../playback-speed.ts';

/** "Normal" for 1×, "1.5×" for the others, as menus and buttons show a speed. */
export function usePlaybackSpeedLabel(): (speed: number) => string {
  const { t } = useTranslation('player');
  return (speed) => (speed === 1 ? t('playback.normal') : formatPlaybackSpeed(speed));
}
