import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The Discover routes; pages load on demand. */
export const discoverRoutes: RouteObject[] = [
  {
    path: '/discover',
    lazy: () =>
      import('../pages/discover/DiscoverPage.tsx').then((m) => ({ Component: m.DiscoverPage })),
  },
  {
    path: '/discover/all',
    lazy: () =>
      withNamespaces(import('../pages/discover/DiscoverAllPage.tsx'), ['discoverMore']).then(
        (m) => ({
          Component: m.DiscoverAllPage,
        }),
      ),
  },
  {
    // /discover/more/{category}, /{contentType}/{mediaType} and /{contentType}/{id}/{mediaType}
    path: '/discover/more/*',
    lazy: () =>
      withNamespaces(import('../pages/discover/DiscoverMorePage.tsx'), ['discoverMore']).then(
        (m) => ({
          Component: m.DiscoverMorePage,
        }),
      ),
  },
];
