import type { RouteObject } from 'react-router';

/** The settings area's routes; pages load on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    lazy: () => import('../pages/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })),
  },
];
