import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton.tsx';
import { LeavePartyButton } from './LeavePartyButton.tsx';
import { WatchPartyCode } from './WatchPartyCode.tsx';
import { WatchPartyCodeForm } from './WatchPartyCodeForm.tsx';
import { WatchPartyConnection } from './WatchPartyConnection.tsx';
import { WatchPartyStatusSwitch } from './WatchPartyStatusSwitch.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** The host's page: the code to share (or a link to it), the code's own choice, the panel, leave. */
export function WatchPartyHostView({ code }: { code: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const members = usePlayerState((s) => s.watchParty.members.length);
  return (
    <div className="flex flex-col gap-3" data-testid="watch-party-host-view">
      <WatchPartyCode code={code} />
      <p className="px-1 text-sm text-text-dim">
        {t('watchParty.hostIntro', { count: Math.max(0, members - 1) })}
      </p>
      <div className="flex gap-2 px-1">
        <CopyButton
          testId="watch-party-copy-code"
          label={t('watchParty.copyCode')}
          text={() => player.store.getState().watchParty.roomCode}
        />
        <CopyButton
          testId="watch-party-copy-link"
          label={t('watchParty.copyLink')}
          text={player.partyLink}
        />
      </div>
      <WatchPartyConnection />
      <WatchPartyStatusSwitch />
      <WatchPartyCodeForm current={code} />
      <LeavePartyButton />
    </div>
  );
}
