import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The settings area's routes; pages load on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    lazy: () =>
      withNamespaces(import('../pages/SettingsPage.tsx'), ['settings']).then((m) => ({
        Component: m.SettingsPage,
      })),
  },
];
