import { useTranslation } from 'react-i18next';
import { PlayerNotice } from './PlayerNotice.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Long enough to read a sentence; the notice can be closed sooner. */
export const PRESENTATION_NOTICE_MS = 6000;

/** Says why fullscreen or picture-in-picture did nothing, rather than leaving the button silent. */
export function PresentationNotice() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const notice = usePlayerState((s) => s.presentationNotice);
  if (!notice) return null;
  return (
    <PlayerNotice
      subject={notice}
      closeAfterMs={PRESENTATION_NOTICE_MS}
      onClose={player.dismissPresentationNotice}
      closeLabel={t('presentation.dismiss')}
      role="alert"
      data-testid="presentation-notice"
      className="left-1/2 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2"
    >
      {t(`presentation.${notice}`)}
    </PlayerNotice>
  );
}
