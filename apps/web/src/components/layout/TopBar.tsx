import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from './Logo.tsx';

/** Document 001 §2 "Top bar": the logo goes home; the discover toggle leaves /discover for home. */
export function TopBar() {
  const { t } = useTranslation('home');
  const { pathname } = useLocation();
  const onDiscover = pathname.startsWith('/discover');
  return (
    <header className="sticky top-0 z-30 border-b border-white/5 bg-background/80 backdrop-blur-md">
      <nav
        aria-label={t('layout.mainNavigation')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <Link
          to={onDiscover ? '/' : '/discover'}
          className="rounded-full bg-surface-raised px-4 py-2 text-sm font-medium text-text transition-colors hover:bg-accent-strong"
        >
          {onDiscover ? t('layout.backToSearch') : t('layout.discover')}
        </Link>
      </nav>
    </header>
  );
}
