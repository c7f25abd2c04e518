import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AdBanner } from '../banners/AdBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/browse');
}

/** The frame of every ordinary page: top bar, content, footer; the ad slots sit on home only. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const home = isHomePath(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      {/* Home's rows arrive after the first paint; a main at least a screen tall keeps the footer
          below the fold meanwhile, instead of showing it and pushing it away (a layout shift). */}
      <main
        id="main"
        className={`mx-auto w-full max-w-7xl flex-1 px-4 sm:px-6 lg:px-8 ${home ? 'min-h-svh' : ''}`}
      >
        {children}
        {home && <AdBanner />}
      </main>
      <Footer />
    </div>
  );
}
