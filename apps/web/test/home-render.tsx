import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import '../src/shared/i18n/i18n.ts';
import { homeRoute } from '../src/app/routes/app-routes.tsx';

/**
 * The home routes as the app declares them, in memory, with a fresh query cache. `playerRoute`
 * replaces the player route, e.g. with one whose code loads lazily as the app's does.
 */
export function renderHome(path = '/', playerRoute: RouteObject = { element: <p>player</p> }) {
  const router = createMemoryRouter(
    [
      homeRoute,
      { ...playerRoute, path: '/media/*' },
      { path: '/discover', element: <p>discover</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: children }]);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
