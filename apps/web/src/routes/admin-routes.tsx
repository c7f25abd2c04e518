import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The admin area's routes; pages load on demand. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: () =>
      withNamespaces(import('../pages/admin/AdminPage.tsx'), ['admin']).then((m) => ({
        Component: m.AdminPage,
      })),
  },
];
