import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
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

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render runs in short slices with the browser getting its turn in
// between, instead of one long task, so a slow phone stays responsive while the page builds.
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
