import type { RouteObject } from 'react-router';

/** The admin area's routes; pages load on demand. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: () => import('../pages/admin/AdminPage.tsx').then((m) => ({ Component: m.AdminPage })),
  },
];
