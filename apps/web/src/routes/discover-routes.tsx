import type { RouteObject } from 'react-router';

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
      import('../pages/discover/DiscoverAllPage.tsx').then((m) => ({
        Component: m.DiscoverAllPage,
      })),
  },
  {
    // /discover/more/{category}, /{contentType}/{mediaType} and /{contentType}/{id}/{mediaType}
    path: '/discover/more/*',
    lazy: () =>
      import('../pages/discover/DiscoverMorePage.tsx').then((m) => ({
        Component: m.DiscoverMorePage,
      })),
  },
];
