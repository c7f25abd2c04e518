import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The admin area's routes; pages load on demand. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: () =>
      withNamespaces(import('../../features/admin/AdminPage.tsx'), ['admin']).then((m) => ({
        Component: m.AdminPage,
      })),
  },
];
