import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { followLowPerformanceMode } from '../shared/a11y/reduced-motion.ts';
import '../shared/i18n/i18n.ts';
import { router } from './routes/router.tsx';
import { keepPageForOffline } from './pwa/page-cache.ts';
import { followThemeStore } from '../shared/theme/apply-theme.ts';
import './styles/index.css';

followThemeStore();
followLowPerformanceMode();
// Without a service worker (a browser without them, or a development server) nothing is kept.
if (import.meta.env.PROD) void keepPageForOffline().catch(() => {});

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// The boundary holds a page whose strings are still loading (react-i18next suspends until a
// language's file arrives, as on a first visit in Arabic): without one, Preact would treat the
// suspension as an error and show the crash screen.
createRoot(document.getElementById('root')!).render(
  <Suspense fallback={null}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </Suspense>,
);
