import type { RouteObject } from 'react-router';

/** The migration area's routes; pages load on demand. */
export const migrationRoutes: RouteObject[] = [
  {
    path: '/migration',
    lazy: () =>
      import('../pages/migration/MigrationPage.tsx').then((m) => ({ Component: m.MigrationPage })),
  },
  {
    path: '/migration/direct',
    lazy: () =>
      import('../pages/migration/MigrationDirectPage.tsx').then((m) => ({
        Component: m.MigrationDirectPage,
      })),
  },
  {
    path: '/migration/download',
    lazy: () =>
      import('../pages/migration/MigrationDownloadPage.tsx').then((m) => ({
        Component: m.MigrationDownloadPage,
      })),
  },
  {
    path: '/migration/upload',
    lazy: () =>
      import('../pages/migration/MigrationUploadPage.tsx').then((m) => ({
        Component: m.MigrationUploadPage,
      })),
  },
];
