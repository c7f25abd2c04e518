import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../shared/i18n/i18n.ts';
import { PLAYER_NAMESPACES } from './player-namespaces.ts';

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
      // The tester shows the ordinary player, so it loads every string the player route loads: a
      // player component whose strings were still missing would suspend the mounted page.
      withNamespaces(import('../../features/dev/VideoTesterPage.tsx'), [
        'dev',
        ...PLAYER_NAMESPACES,
      ]).then((m) => ({ Component: m.VideoTesterPage })),
  },
];
