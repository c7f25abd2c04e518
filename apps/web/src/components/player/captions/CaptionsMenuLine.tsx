import { useTranslation } from 'react-i18next';
import { player } from '../../../player/controller/player-controller.ts';
import { MenuLink } from '../MenuLink.tsx';
import { useSelectedCaptionName } from './hooks/useSelectedCaptionName.ts';

/** The main menu's captions line, with the caption on now (or Off). */
export function CaptionsMenuLine() {
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
