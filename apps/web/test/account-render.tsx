import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../src/shared/i18n/i18n.ts';
import { LoginPage } from '../src/features/account/LoginPage.tsx';
import { RegisterPage } from '../src/features/account/RegisterPage.tsx';

/** The account pages in memory, with a stand-in home page to land on. */
export function renderAccount(path: `/register${string}` | `/login${string}`) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/media/*', element: <p>player page</p> },
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
