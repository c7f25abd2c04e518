import { useState } from 'react';
import { watchPartyAvailability } from './watch-party-availability.ts';
import { WatchPartyBusy } from './WatchPartyBusy.tsx';
import { WatchPartyGuestView } from './WatchPartyGuestView.tsx';
import { WatchPartyHostView } from './WatchPartyHostView.tsx';
import { WatchPartyStartView } from './WatchPartyStartView.tsx';
import { WatchPartyUnavailable } from './WatchPartyUnavailable.tsx';
import { usePlayerState } from '../../player-context.tsx';

/**
 * The settings overlay's watch party page: start or join when there is no party, a busy state
 * while one starts or a room is checked, then the host's or the guest's page. A running party
 * keeps its page even if the source changes, so it can always be left.
 */
export function WatchPartyMenu() {
  const status = usePlayerState((s) => s.watchParty.status);
  const role = usePlayerState((s) => s.watchParty.role);
  const code = usePlayerState((s) => s.watchParty.roomCode);
  const availability = usePlayerState(watchPartyAvailability);
  // Kept here, above the pages, so a join that fails leaves the typed code to correct.
  const [joinCode, setJoinCode] = useState('');

  if (status === 'starting' || status === 'joining') return <WatchPartyBusy />;
  if (status === 'active' && code !== null) {
    return role === 'host' ? (
      <WatchPartyHostView code={code} />
    ) : (
      <WatchPartyGuestView code={code} />
    );
  }
  if (availability !== 'ready') return <WatchPartyUnavailable reason={availability} />;
  return <WatchPartyStartView joinCode={joinCode} onJoinCodeChange={setJoinCode} />;
}
