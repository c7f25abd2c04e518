import type { RouteObject } from 'react-router';

/** The account area's routes; pages load on demand. */
export const accountRoutes: RouteObject[] = [
  {
    path: '/register',
    lazy: () =>
      import('../../features/account/RegisterPage.tsx').then((m) => ({
        Component: m.RegisterPage,
      })),
  },
  {
    path: '/login',
    lazy: () =>
      import('../../features/account/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
  },
];
