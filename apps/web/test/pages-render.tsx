import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import '../src/shared/i18n/i18n.ts';

// Lazy routes load their page module on first use, which can take a while on a cold start.
configure({ asyncUtilTimeout: 5000 });

/** The given routes in memory, plus a marker page for every other path so redirects are visible. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
