import type { RouteObject } from 'react-router';

/** The static area's routes; pages load on demand. */
export const staticRoutes: RouteObject[] = [
  {
    path: '/about',
    lazy: () => import('../pages/static/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: '/support',
    lazy: () =>
      import('../pages/static/SupportPage.tsx').then((m) => ({ Component: m.SupportPage })),
  },
  {
    path: '/dmca',
    lazy: () => import('../pages/static/DmcaPage.tsx').then((m) => ({ Component: m.DmcaPage })),
  },
  {
    path: '/jip',
    lazy: () => import('../pages/static/JipPage.tsx').then((m) => ({ Component: m.JipPage })),
  },
];
