import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n.ts';

/** The developer test pages; pages load on demand. */
export const devRoutes: RouteObject[] = [
  {
    path: '/dev',
    lazy: () =>
      withNamespaces(import('../pages/dev/DevPage.tsx'), ['dev']).then((m) => ({
        Component: m.DevPage,
      })),
  },
  {
    path: '/dev/video',
    lazy: () =>
      withNamespaces(import('../pages/dev/VideoTesterPage.tsx'), [
        'dev',
        'player',
        'details',
        'settings',
      ]).then((m) => ({ Component: m.VideoTesterPage })),
  },
];
