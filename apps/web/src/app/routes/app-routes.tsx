import {
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';
import { PLAYER_NAMESPACES } from './player-namespaces.ts';
import { RootLayout } from './RootLayout.tsx';
import type { LegacyLookup } from '../../shared/routing/legacy-media.ts';
import { RouteFallback } from './RouteFallback.tsx';
import type { TitleSearch } from './search-redirects.ts';
import {
  legacyMediaLoader,
  legacySearchLoader,
  prefetchForPlayerRoute,
  shortSearchLoader,
} from './route-loaders.ts';
import { MediaRouteErrorScreen, RouteErrorScreen } from '../../shared/errors/RouteErrorScreen.tsx';
import { HomePage } from '../../features/browse/home/HomePage.tsx';
import { NotFoundPage } from '../../shared/errors/NotFoundPage.tsx';
import { preloadHls } from '../../features/player/hls-module.ts';
import { accountRoutes } from './account-routes.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { devRoutes } from './dev-routes.tsx';
import { discoverRoutes } from './discover-routes.tsx';
import { migrationRoutes } from './migration-routes.tsx';
import { onboardingRoutes } from './onboarding-routes.tsx';
import { settingsRoutes } from './settings-routes.tsx';
import { staticRoutes } from './static-routes.tsx';

/** Outside services the redirects use; tests pass their own. */
export interface RouteServices {
  search?: TitleSearch;
  legacyLookup?: LegacyLookup | null;
}

/**
 * The player page's code, with hls.js fetched beside it rather than after the title's metadata:
 * playback needs it, and running it (a few hundred milliseconds on a phone) then overlaps the
 * waits for the metadata and the sources.
 */
const playerPage = () => {
  preloadHls();
  return withNamespaces(import('../../features/player/PlayerPage.tsx'), PLAYER_NAMESPACES).then(
    (m) => ({
      Component: m.PlayerPage,
    }),
  );
};

/**
 * The media routes' loader answers from the path alone, so a change of the query (an overlay's
 * `r`, a watch party's code) need not run it again, nor send another metadata request nobody takes.
 */
export function mediaShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/**
 * Home and its searches: one parent, so typing (which moves between / and /browse/…) keeps the
 * same page and focus. The paths draw nothing of their own (`element: null` says so, which also
 * keeps the router from warning about an empty leaf on every visit).
 */
export const homeRoute: RouteObject = {
  element: <HomePage />,
  children: [
    { path: '/', element: null },
    { path: '/browse/:query?', element: null },
  ],
};

/**
 * Every route under one root layout (global hooks, banners, crash screen). Pages
 * other than home load on demand so the first paint carries only what the home page needs. Each
 * area lists its routes in routes/{area}Routes.tsx.
 */
export function appRoutes(services: RouteServices = {}): RouteObject[] {
  const legacyLoader =
    services.legacyLookup === undefined
      ? legacyMediaLoader()
      : legacyMediaLoader(services.legacyLookup);
  // Route loaders run while the lazy page downloads, so the metadata request starts then.
  const mediaLoader = async (args: LoaderFunctionArgs) => {
    const result = await legacyLoader(args);
    if (result === null) prefetchForPlayerRoute(args.params);
    return result;
  };
  return [
    {
      Component: RootLayout,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: RouteFallback,
      children: [
        homeRoute,
        { path: '/s/:query', loader: shortSearchLoader(services.search) },
        { path: '/search/:type', loader: () => redirect('/browse') },
        { path: '/search/:type/:query', loader: legacySearchLoader },
        // Lazy so hls.js and the player stay out of the home page's first download.
        {
          path: '/media/:media',
          loader: mediaLoader,
          shouldRevalidate: mediaShouldRevalidate,
          lazy: playerPage,
          errorElement: <MediaRouteErrorScreen />,
        },
        {
          path: '/media/:media/:season/:episode',
          loader: mediaLoader,
          shouldRevalidate: mediaShouldRevalidate,
          lazy: playerPage,
          errorElement: <MediaRouteErrorScreen />,
        },
        ...accountRoutes,
        ...migrationRoutes,
        ...settingsRoutes,
        ...discoverRoutes,
        ...onboardingRoutes,
        ...staticRoutes,
        ...adminRoutes,
        ...devRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
