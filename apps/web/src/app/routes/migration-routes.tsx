import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The migration area's routes; pages load on demand. */
export const migrationRoutes: RouteObject[] = [
  {
    path: '/migration',
    lazy: () =>
      withNamespaces(import('../../features/migration/MigrationPage.tsx'), ['migration']).then(
        (m) => ({
          Component: m.MigrationPage,
        }),
      ),
  },
  {
    path: '/migration/direct',
    lazy: () =>
      withNamespaces(import('../../features/migration/MigrationDirectPage.tsx'), [
        'migration',
      ]).then((m) => ({
        Component: m.MigrationDirectPage,
      })),
  },
  {
    path: '/migration/download',
    lazy: () =>
      withNamespaces(import('../../features/migration/MigrationDownloadPage.tsx'), [
        'migration',
      ]).then((m) => ({
        Component: m.MigrationDownloadPage,
      })),
  },
  {
    path: '/migration/upload',
    lazy: () =>
      withNamespaces(import('../../features/migration/MigrationUploadPage.tsx'), [
        'migration',
      ]).then((m) => ({
        Component: m.MigrationUploadPage,
      })),
  },
];
