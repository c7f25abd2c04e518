import { useTranslation } from 'react-i18next';
import { player } from '../../player/controller/player-controller.ts';
import { pictureInPictureSupported } from '../../player/presentation-support.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { selectCasting } from '../../player/store/presentation-slice.ts';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';

/** Puts the video in a floating window; shown only where the browser offers one. */
export function PictureInPictureButton() {
  const { t } = useTranslation('player');
  const active = usePlayerStore((s) => s.isPictureInPicture);
  const casting = usePlayerStore(selectCasting);
  // While casting the page's video is not what plays.
  if (!pictureInPictureSupported(document) || casting) return null;
  const label = active
    ? t('presentation.exitPictureInPicture')
    : t('presentation.pictureInPicture');
  return (
    <ControlButton
      data-testid="pip-button"
      label={label}
      aria-pressed={active}
      onClick={player.togglePictureInPicture}
    >
      <ControlIcon>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <rect x="12" y="12" width="7" height="5" rx="1" className="fill-current" />
      </ControlIcon>
    </ControlButton>
  );
}
