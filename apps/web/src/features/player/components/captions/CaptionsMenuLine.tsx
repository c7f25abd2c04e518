import { useTranslation } from 'react-i18next';
import { MenuLink } from '../MenuLink.tsx';
import { useSelectedCaptionName } from './hooks/useSelectedCaptionName.ts';
import { usePlayer } from '../../player-context.tsx';

/** The main menu's captions line, with the caption on now (or Off). */
export function CaptionsMenuLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const name = useSelectedCaptionName();
  return (
    <MenuLink
      label={t('captions.title')}
      value={name ?? t('captions.off')}
      onClick={() => player.openSettings('/captions')}
    />
  );
}
