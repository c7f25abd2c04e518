import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';

/** The developer test pages; pages load on demand. */
export const devRoutes: RouteObject[] = [
  {
    path: '/dev',
    lazy: () =>
      withNamespaces(import('../../features/dev/DevPage.tsx'), ['dev']).then((m) => ({
        Component: m.DevPage,
      })),
  },
  {
    path: '/dev/video',
    lazy: () =>
      withNamespaces(import('../../features/dev/VideoTesterPage.tsx'), [
        'dev',
        'player',
        'details',
        'settings',
      ]).then((m) => ({ Component: m.VideoTesterPage })),
  },
];
