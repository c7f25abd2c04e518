import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The settings area's routes; pages load on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    lazy: () =>
      // The account section's strings too, which the first download leaves out: its profile,
      // devices and keys use them.
      withNamespaces(import('../../features/settings/SettingsPage.tsx'), [
        'settings',
        'sync',
        'account',
      ]).then((m) => ({
        Component: m.SettingsPage,
      })),
  },
];
