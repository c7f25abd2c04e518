import type { RouteObject } from 'react-router';

/** The developer test pages; pages load on demand. */
export const devRoutes: RouteObject[] = [
  {
    path: '/dev',
    lazy: () => import('../pages/dev/DevPage.tsx').then((m) => ({ Component: m.DevPage })),
  },
  {
    path: '/dev/video',
    lazy: () =>
      import('../pages/dev/VideoTesterPage.tsx').then((m) => ({ Component: m.VideoTesterPage })),
  },
];
