import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { appConfig } from '../config.ts';
import { selectDiscoverShown, usePreferencesStore } from '../stores/preferences.ts';
import { AccountDropdown } from './AccountDropdown.tsx';
import { LightBar } from './LightBar.tsx';
import { Logo } from './Logo.tsx';
import { DiscordLink } from './RoundLinks.tsx';

function CompassIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" fill="currentColor" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The top bar: logo home, the Discord link (configuration; left out when unset), the
 * discover/search toggle (left out when Discover is off or in low performance mode) and the account
 * dropdown. Under 1024 px the toggle keeps only its icon.
 */
export function TopBar({ discordLink = appConfig.discordLink }: { discordLink?: string }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const discoverShown = usePreferencesStore(selectDiscoverShown);
  const onDiscover = pathname.startsWith('/discover');
  const toggleLabel = onDiscover ? t('backToSearch') : t('discover');
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-background/80 backdrop-blur-md">
      <LightBar />
      <nav
        aria-label={t('mainNavigation')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <div className="flex items-center gap-2">
          {discordLink ? <DiscordLink href={discordLink} /> : null}
          {discoverShown && (
            <Link
              to={onDiscover ? '/' : '/discover'}
              aria-label={toggleLabel}
              className="flex items-center gap-2 rounded-full bg-surface-raised p-2.5 text-sm font-medium text-text transition-colors hover:bg-accent-strong lg:px-4 lg:py-2"
            >
              {onDiscover ? <SearchIcon /> : <CompassIcon />}
              <span className="hidden lg:inline">{toggleLabel}</span>
            </Link>
          )}
          <AccountDropdown />
        </div>
      </nav>
    </header>
  );
}
