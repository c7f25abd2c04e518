import { useTranslation } from 'react-i18next';
import type { WatchPartyState } from '../../store/watch-party-slice.ts';
import { usePlayerState } from '../../player-context.tsx';

const dotClass: Record<WatchPartyState['connection'], string> = {
  push: 'bg-green-400',
  polling: 'bg-yellow-300',
  down: 'bg-red-400',
};

/** How this member reaches the room: live, by polling every 2 s, or not at all for now. */
export function WatchPartyConnection() {
  const { t } = useTranslation('player');
  const connection = usePlayerState((s) => s.watchParty.connection);
  return (
    <p
      data-testid="watch-party-connection"
      data-connection={connection}
      className="flex items-center gap-2 px-1 text-sm"
    >
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${dotClass[connection]}`}
      />
      <span className="text-text-dim">{t('watchParty.connectionLabel')}</span>
      <span>{t(`watchParty.connection.${connection}`)}</span>
    </p>
  );
}
