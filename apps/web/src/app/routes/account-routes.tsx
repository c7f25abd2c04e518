import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The account area's routes; pages load on demand. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/register',
    lazy: () =>
      withNamespaces(import('../../features/account/RegisterPage.tsx'), ['account']).then((m) => ({
        Component: m.RegisterPage,
      })),
  },
  {
    path: '/login',
    lazy: () =>
      withNamespaces(import('../../features/account/LoginPage.tsx'), ['account']).then((m) => ({
        Component: m.LoginPage,
      })),
  },
];
