import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The settings area's routes; pages load on demand. */
export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    lazy: () =>
      withNamespaces(import('../../features/settings/SettingsPage.tsx'), ['settings']).then(
        (m) => ({
          Component: m.SettingsPage,
        }),
      ),
  },
];
