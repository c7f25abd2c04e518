import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../player-context.tsx';

/** A guest's way back to the host at once, offered only while it is out of step. */
export function WatchPartySyncButton({ className }: { className: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  return (
    <button
      type="button"
      data-testid="watch-party-sync"
      onClick={player.syncPartyNow}
      className={className}
    >
      {t('watchParty.syncNow')}
    </button>
  );
}
