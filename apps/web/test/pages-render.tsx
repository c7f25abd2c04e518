import * as reactQuery from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import * as reactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import '../src/shared/i18n/i18n.ts';

// Lazy routes load their page module on first use, which can take a while on a cold start.
configure({ asyncUtilTimeout: 5000 });

/** The given routes in memory, plus a marker page for every other path so redirects are visible. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderWith(reactRouter, reactQuery, routes, path);
}

/**
 * renderRoutes for pages imported after vi.resetModules(). React Router and React Query run
 * through the test's module registry (vitest.config.ts inlines them), so the reset gives such a
 * page copies of its own, whose contexts the copies imported above never provide: the page would
 * find no router and no query client. The router and the client here come from those same copies.
 */
export async function renderFreshRoutes(routes: RouteObject[], path: string) {
  const [routing, query] = await Promise.all([
    import('react-router'),
    import('@tanstack/react-query'),
  ]);
  return renderWith(routing, query, routes, path);
}

function renderWith(
  routing: typeof reactRouter,
  query: typeof reactQuery,
  routes: RouteObject[],
  path: string,
) {
  const router = routing.createMemoryRouter(
    [...routes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [path] },
  );
  const client = new query.QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <query.QueryClientProvider client={client}>
      <routing.RouterProvider router={router} />
    </query.QueryClientProvider>,
  );
  return { ...view, router };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
