import { useTranslation } from 'react-i18next';
import type { WatchPartyAvailability } from './watch-party-availability.ts';

/** Why this player cannot host or join a party right now. */
export function WatchPartyUnavailable({
  reason,
}: {
  reason: Exclude<WatchPartyAvailability, 'ready'>;
}) {
  const { t } = useTranslation('player');
  return (
    <p data-testid="watch-party-unavailable" className="px-1 py-2 text-sm text-text-dim">
      {t(`watchParty.unavailable.${reason}`)}
    </p>
  );
}
