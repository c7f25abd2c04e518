import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../stores/auth.ts';
import { useDeviceName } from '../account/useDeviceName.ts';
import { selectDiscoverShown, usePreferencesStore } from '../stores/preferences.ts';
import { LogoutButton } from '../account/LogoutButton.tsx';
import { LogoutFailure } from '../account/LogoutFailure.tsx';
import { UserAvatar } from '../account/UserAvatar.tsx';
import { hasRoundLinks, RoundLinks } from './RoundLinks.tsx';
import { moveFocus, useDismissable } from './hooks/useDismissable.ts';
import { WatchPartyJoinEntry } from './WatchPartyJoinEntry.tsx';

const entry =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm text-text hover:bg-surface-raised';

function Entry({
  to,
  onClick,
  children,
}: {
  to: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onClick} className={entry}>
      {children}
    </Link>
  );
}

function GuestIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
      <circle cx="12" cy="9" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20a8 8 0 0 1 16 0" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The account dropdown of the top bar. */
export function AccountDropdown() {
  const { t } = useTranslation('layout');
  const account = useAuthStore((s) => s.account);
  const deviceName = useDeviceName({ truncate: true });
  const discoverShown = usePreferencesStore(selectDiscoverShown);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, container, trigger, close);
  // Joining a watch party navigates from inside the panel; the new page starts with it closed.
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.menu')}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => {
            const panel = document.getElementById(panelId);
            if (panel) moveFocus(panel, 'Home');
          });
        }}
        className="flex items-center gap-2 rounded-full bg-surface-raised p-1 pe-3 text-text-dim transition-colors hover:bg-surface hover:text-text"
      >
        {account ? (
          <UserAvatar profile={account.profile} size={32} />
        ) : (
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-surface">
            <GuestIcon />
          </span>
        )}
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          onKeyDown={(event) => {
            if (event.target instanceof HTMLInputElement && event.key !== 'ArrowDown') return;
            if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
          }}
          className="absolute end-0 top-full z-40 mt-2 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-2xl border border-white/10 bg-surface p-2 shadow-2xl shadow-black/50"
        >
          {account ? (
            <Link
              to="/settings"
              onClick={close}
              className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface-raised"
              aria-label={t('account.profileLink', { name: deviceName ?? '' })}
            >
              <UserAvatar profile={account.profile} size={32} />
              <span className="truncate font-medium text-text">{deviceName}</span>
            </Link>
          ) : (
            <Entry to="/register" onClick={close}>
              {t('account.register')}
            </Entry>
          )}
          <hr className="my-1 border-white/10" />
          <Entry to="/settings" onClick={close}>
            {t('account.settings')}
          </Entry>
          <Entry to="/about" onClick={close}>
            {t('account.about')}
          </Entry>
          <Entry to="/support" onClick={close}>
            {t('support')}
          </Entry>
          {discoverShown && (
            <Entry to="/discover" onClick={close}>
              {t('account.discover')}
            </Entry>
          )}
          <WatchPartyJoinEntry />
          {account && (
            // The panel stays open while the last changes are saved, so the outcome is seen.
            <>
              <LogoutButton label={t('account.logout')} className={entry} onLoggedOut={close} />
              <LogoutFailure onLoggedOut={close} className="px-3 py-2" />
            </>
          )}
          {hasRoundLinks() && (
            <>
              <hr className="my-1 border-white/10" />
              <div className="px-2 py-1">
                <RoundLinks />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
