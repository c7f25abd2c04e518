import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The Discover routes; pages load on demand. */
export const discoverRoutes: RouteObject[] = [
  {
    path: '/discover',
    lazy: () =>
      import('../../features/browse/discover/DiscoverPage.tsx').then((m) => ({
        Component: m.DiscoverPage,
      })),
  },
  {
    path: '/discover/all',
    lazy: () =>
      withNamespaces(import('../../features/browse/discover/DiscoverAllPage.tsx'), [
        'discoverMore',
      ]).then((m) => ({
        Component: m.DiscoverAllPage,
      })),
  },
  {
    // /discover/more/{category}, /{contentType}/{mediaType} and /{contentType}/{id}/{mediaType}
    path: '/discover/more/*',
    lazy: () =>
      withNamespaces(import('../../features/browse/discover/DiscoverMorePage.tsx'), [
        'discoverMore',
      ]).then((m) => ({
        Component: m.DiscoverMorePage,
      })),
  },
];
