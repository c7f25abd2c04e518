import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The migration area's routes; pages load on demand. */
export const migrationRoutes: RouteObject[] = [
  {
    path: '/migration',
    lazy: () =>
      withNamespaces(import('../pages/migration/MigrationPage.tsx'), ['migration']).then((m) => ({
        Component: m.MigrationPage,
      })),
  },
  {
    path: '/migration/direct',
    lazy: () =>
      withNamespaces(import('../pages/migration/MigrationDirectPage.tsx'), ['migration']).then(
        (m) => ({
          Component: m.MigrationDirectPage,
        }),
      ),
  },
  {
    path: '/migration/download',
    lazy: () =>
      withNamespaces(import('../pages/migration/MigrationDownloadPage.tsx'), ['migration']).then(
        (m) => ({
          Component: m.MigrationDownloadPage,
        }),
      ),
  },
  {
    path: '/migration/upload',
    lazy: () =>
      withNamespaces(import('../pages/migration/MigrationUploadPage.tsx'), ['migration']).then(
        (m) => ({
          Component: m.MigrationUploadPage,
        }),
      ),
  },
];
