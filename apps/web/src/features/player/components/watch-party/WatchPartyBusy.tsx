import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** While a party starts or a room is checked before joining; cancelling gives up on it. */
export function WatchPartyBusy() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const status = usePlayerState((s) => s.watchParty.status);
  const code = usePlayerState((s) => s.watchParty.roomCode);
  const text =
    status === 'joining' && code ? t('watchParty.joining', { code }) : t('watchParty.starting');
  return (
    <div className="flex flex-col items-center gap-4 px-1 py-6" data-testid="watch-party-busy">
      <div role="status" className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="h-6 w-6 animate-spin rounded-full border-4 border-white/20 border-t-accent"
        />
        <span>{text}</span>
      </div>
      <Button variant="subtle" size="sm" onClick={player.leaveParty}>
        {t('watchParty.cancel')}
      </Button>
    </div>
  );
}
