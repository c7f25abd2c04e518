import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The static area's routes; pages load on demand. */
export const staticRoutes: RouteObject[] = [
  {
    path: '/about',
    lazy: () =>
      withNamespaces(import('../pages/static/AboutPage.tsx'), ['about']).then((m) => ({
        Component: m.AboutPage,
      })),
  },
  {
    path: '/support',
    lazy: () =>
      withNamespaces(import('../pages/static/SupportPage.tsx'), ['static']).then((m) => ({
        Component: m.SupportPage,
      })),
  },
  {
    path: '/dmca',
    lazy: () =>
      withNamespaces(import('../pages/static/DmcaPage.tsx'), ['static']).then((m) => ({
        Component: m.DmcaPage,
      })),
  },
  {
    path: '/jip',
    lazy: () =>
      withNamespaces(import('../pages/static/JipPage.tsx'), ['static']).then((m) => ({
        Component: m.JipPage,
      })),
  },
];
