import { useTranslation } from 'react-i18next';
import { PlayerNotice } from '../PlayerNotice.tsx';
import { usePartyErrorText } from './hooks/usePartyErrorText.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Long enough to read why a party ended or could not start; the viewer can close it sooner. */
export const PARTY_ERROR_NOTICE_MS = 10_000;

/**
 * A party error while the party's menu is shut (a join from a link that failed, say) shows over
 * the picture; with the menu open, the menu says it instead.
 */
export function WatchPartyErrorNotice() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const error = usePlayerState((s) => s.watchParty.error);
  const menuOpen = usePlayerState((s) => s.settingsRoute === '/watchparty');
  const text = usePartyErrorText(error);
  if (text === null || menuOpen) return null;
  return (
    <PlayerNotice
      role="alert"
      data-testid="watch-party-error-notice"
      subject={error}
      closeAfterMs={PARTY_ERROR_NOTICE_MS}
      onClose={player.clearPartyError}
      closeLabel={t('watchParty.dismiss')}
      className="left-1/2 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2"
    >
      {text}
    </PlayerNotice>
  );
}
