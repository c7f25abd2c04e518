import { useTranslation } from 'react-i18next';
import { LeavePartyButton } from './LeavePartyButton.tsx';
import { WatchPartyCode } from './WatchPartyCode.tsx';
import { WatchPartyConnection } from './WatchPartyConnection.tsx';
import { WatchPartyErrorMessage } from './WatchPartyErrorMessage.tsx';
import { WatchPartyStatusSwitch } from './WatchPartyStatusSwitch.tsx';
import { WatchPartySyncButton } from './WatchPartySyncButton.tsx';
import { buttonClass } from '../../../../shared/ui/button-class.ts';
import { usePlayerState } from '../../player-context.tsx';

/** A guest's page: the room's code, how it is connected, whether it keeps up, and leave. */
export function WatchPartyGuestView({ code }: { code: string }) {
  const { t } = useTranslation('player');
  const hostLeft = usePlayerState((s) => s.watchParty.hostLeft);
  const outOfSync = usePlayerState((s) => s.watchParty.outOfSync);
  const syncing = usePlayerState((s) => s.watchParty.syncing);
  return (
    <div className="flex flex-col gap-3" data-testid="watch-party-guest-view">
      <WatchPartyCode code={code} />
      <p className="px-1 text-sm text-text-dim">{t('watchParty.guestIntro')}</p>
      {hostLeft ? (
        <p role="status" className="rounded-lg bg-yellow-300/15 px-3 py-2 text-sm text-yellow-100">
          {t('watchParty.hostLeft')}
        </p>
      ) : null}
      <WatchPartyConnection />
      <div aria-live="polite" className="flex flex-col gap-2 px-1">
        {syncing ? (
          <p className="text-sm">{t('watchParty.syncing')}</p>
        ) : outOfSync ? (
          <>
            <p className="text-sm">{t('watchParty.outOfSync')}</p>
            <WatchPartySyncButton className={buttonClass({ shape: 'pill' })} />
          </>
        ) : null}
      </div>
      <WatchPartyStatusSwitch />
      <WatchPartyErrorMessage />
      <LeavePartyButton />
    </div>
  );
}
