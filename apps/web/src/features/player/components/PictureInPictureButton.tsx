import { useTranslation } from 'react-i18next';
import { pictureInPictureSupported } from '../presentation-support.ts';
import { selectCasting } from '../store/presentation-slice.ts';
import { ControlButton } from './ControlButton.tsx';
import { ControlIcon } from './ControlIcon.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Puts the video in a floating window; shown only where the browser offers one. */
export function PictureInPictureButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const active = usePlayerState((s) => s.isPictureInPicture);
  const casting = usePlayerState(selectCasting);
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
