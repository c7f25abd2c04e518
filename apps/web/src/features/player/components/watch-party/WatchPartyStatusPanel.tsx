import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WatchPartyMemberRow } from './WatchPartyMemberRow.tsx';
import { WatchPartySyncButton } from './WatchPartySyncButton.tsx';
import { usePlayerState } from '../../player-context.tsx';

/**
 * Over the picture, at the top on the reading end, while a party runs: the members (host first)
 * when the viewer keeps the panel on; for a guest, also that the host left, and the sync button
 * while out of step, which must be at hand even with the menu shut (while the party's menu is
 * open, the menu says and offers both). Only the button takes clicks; the rest lets them through
 * to the picture.
 */
export function WatchPartyStatusPanel() {
  const { t } = useTranslation('player');
  const headingId = useId();
  const active = usePlayerState((s) => s.watchParty.status === 'active');
  const guest = usePlayerState((s) => s.watchParty.role === 'guest');
  const showMembers = usePlayerState((s) => s.watchParty.showStatusOverlay);
  const members = usePlayerState((s) => s.watchParty.members);
  const hostLeft = usePlayerState((s) => s.watchParty.hostLeft);
  const outOfSync = usePlayerState((s) => s.watchParty.outOfSync);
  const syncing = usePlayerState((s) => s.watchParty.syncing);
  const menuOpen = usePlayerState((s) => s.settingsRoute === '/watchparty');
  if (!active) return null;
  const hostLeftShown = guest && hostLeft && !menuOpen;
  const syncShown = guest && outOfSync && !syncing && !menuOpen;
  if (!showMembers && !hostLeftShown && !syncShown) return null;

  return (
    <div
      data-testid="watch-party-panel"
      className="pointer-events-none absolute end-3 top-20 z-20 flex w-[min(17rem,calc(100%-1.5rem))] flex-col items-end gap-2 sm:end-5"
    >
      {showMembers ? (
        <section
          aria-labelledby={headingId}
          data-testid="watch-party-status"
          className="w-full rounded-xl bg-black/70 p-3 text-sm text-white shadow-lg backdrop-blur-sm"
        >
          <h2 id={headingId} className="mb-1.5 text-xs font-semibold text-white/70">
            {t('watchParty.members')}
          </h2>
          <ul className="flex flex-col gap-1">
            {members.map((member) => (
              <WatchPartyMemberRow key={member.userId} member={member} />
            ))}
          </ul>
        </section>
      ) : null}
      {hostLeftShown ? (
        <p
          role="status"
          data-testid="watch-party-host-left"
          className="w-full rounded-xl bg-black/80 p-3 text-sm text-yellow-100 shadow-lg"
        >
          {t('watchParty.hostLeft')}
        </p>
      ) : null}
      {syncShown ? (
        <WatchPartySyncButton className="pointer-events-auto rounded-full bg-accent px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-accent-strong" />
      ) : null}
    </div>
  );
}
