import { createBrowserRouter } from 'react-router';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { accountRoutes } from './routes/accountRoutes.tsx';
import { adminRoutes } from './routes/adminRoutes.tsx';
import { migrationRoutes } from './routes/migrationRoutes.tsx';
import { onboardingRoutes } from './routes/onboardingRoutes.tsx';
import { settingsRoutes } from './routes/settingsRoutes.tsx';
import { staticRoutes } from './routes/staticRoutes.tsx';

/**
 * Routes of document 000 §2. Pages other than home load on demand so the first paint carries only
 * what the home page needs. Each area lists its routes in routes/{area}Routes.tsx.
 */
export const router = createBrowserRouter([
  // One parent so typing (which moves between / and /browse/…) keeps the same page and focus.
  { element: <HomePage />, children: [{ path: '/' }, { path: '/browse/:query?' }] },
  // Lazy so hls.js and the player stay out of the home page's first download.
  {
    path: '/media/:media',
    lazy: () => import('./pages/PlayerPage.tsx').then((m) => ({ Component: m.PlayerPage })),
  },
  {
    path: '/media/:media/:season/:episode',
    lazy: () => import('./pages/PlayerPage.tsx').then((m) => ({ Component: m.PlayerPage })),
  },
  ...accountRoutes,
  ...migrationRoutes,
  ...settingsRoutes,
  ...onboardingRoutes,
  ...staticRoutes,
  ...adminRoutes,
  { path: '*', element: <NotFoundPage /> },
]);
