import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BannerArea } from '../../shared/banners/BannerArea.tsx';
import { DetailsModalHost } from '../../features/browse/details/DetailsModalHost.tsx';
import { ProfileLoadErrorScreen } from '../../shared/errors/ProfileLoadErrorScreen.tsx';
import { RenderErrorBoundary } from '../../shared/errors/RenderErrorBoundary.tsx';
import { ScrollToTop } from '../../shared/layout/ScrollToTop.tsx';
import { useAuthRestore } from '../../shared/account/useAuthRestore.ts';
import { useConnectivityPolling } from '../../shared/hooks/useConnectivity.ts';
import { useRegionDetection } from '../../shared/hooks/useRegionDetection.ts';
import { useSyncLoop } from '../useSyncLoop.ts';

/** The app-wide hooks run once here, whatever page is open. */
function useGlobalHooks() {
  const restore = useAuthRestore();
  useSyncLoop();
  useConnectivityPolling();
  // Region detection runs on start (a fresh stored region is kept).
  useRegionDetection();
  return restore;
}

/**
 * What the crash boundary is remounted by: the page. Every player path is one page, so moving to
 * another episode or title keeps the player page mounted, and with it the player instance and its
 * watch party. Home and its searches are one page too: the address follows the search box after
 * each pause in typing, and a remount then would take the box's focus and the keys typed next. Any
 * other path is a page of its own. A crash screen is still cleared by any new path (the boundary's
 * `resetKey`), so another episode gets its chance to draw.
 */
function pageKey(pathname: string): string {
  if (pathname.startsWith('/media/')) return '/media';
  if (pathname === '/' || pathname === '/browse' || pathname.startsWith('/browse/')) return '/';
  return pathname;
}

/**
 * A new page starts at its top, as a full page load would; the address changing within a page
 * (a search following the box, another episode) leaves the viewer where they are.
 */
function useScrollResetOnNewPage(page: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
}

/** Root route: global hooks, banners, the crash screen and the scroll-to-top pill around pages. */
export function RootLayout() {
  const { pathname } = useLocation();
  const page = pageKey(pathname);
  useScrollResetOnNewPage(page);
  const { error } = useGlobalHooks();
  if (error) return <ProfileLoadErrorScreen error={error} />;
  return (
    <>
      <BannerArea />
      <RenderErrorBoundary key={page} resetKey={pathname}>
        <Outlet />
      </RenderErrorBoundary>
      <ScrollToTop />
      <DetailsModalHost />
    </>
  );
}
