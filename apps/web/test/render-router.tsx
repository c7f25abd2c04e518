import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';

/** Renders a memory router as the app does: under a fresh query client that never retries. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
