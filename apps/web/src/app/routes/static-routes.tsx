import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The static area's routes; pages load on demand. */
export const staticRoutes: RouteObject[] = [
  {
    path: '/about',
    lazy: () =>
      withNamespaces(import('../../features/about/AboutPage.tsx'), ['about']).then((m) => ({
        Component: m.AboutPage,
      })),
  },
  {
    path: '/support',
    lazy: () =>
      withNamespaces(import('../../features/about/SupportPage.tsx'), ['static']).then((m) => ({
        Component: m.SupportPage,
      })),
  },
  {
    path: '/dmca',
    lazy: () =>
      withNamespaces(import('../../features/about/DmcaPage.tsx'), ['static']).then((m) => ({
        Component: m.DmcaPage,
      })),
  },
  {
    path: '/jip',
    lazy: () =>
      withNamespaces(import('../../features/about/JipPage.tsx'), ['static']).then((m) => ({
        Component: m.JipPage,
      })),
  },
];
