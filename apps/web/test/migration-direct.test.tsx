import { verifyChallenge } from '@screenroom/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { MigrationDirectPage } from '../src/features/migration/MigrationDirectPage.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { signedInAccount } from './account-fixture.ts';
import { refusedBody } from './backend-request-bodies.ts';
import { server } from './msw-server.ts';

const OLD = 'https://old.example';
const NEW = 'https://new.example';
const account = signedInAccount('old-token');

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

const json = (body: unknown) => Response.json(body);

/**
 * The old and the new server, recording every request. The new server already knows the key,
 * so the transfer logs in there.
 */
function serveServers(calls: Call[]) {
  server.use(
    http.all('*', async ({ request }) => {
      const { method } = request;
      const text = await request.text();
      const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
      calls.push({ method, url: request.url, body });
      const path = new URL(request.url).pathname;
      const refused = refusedBody(method, path, body);
      if (refused) return refused;
      if (path === '/auth/login/start') return json({ challenge: 'code-1' });
      if (path === '/auth/login/complete') {
        return json({ token: 'new-token', session: { id: 's9', userId: 'u9' } });
      }
      if (path.endsWith('/bookmarks') || path.endsWith('/progress/import')) return json([]);
      return json({});
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/migration/direct', element: <MigrationDirectPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/migration/direct'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  useAuthStore.setState({ account, backendUrl: OLD });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('direct migration page', () => {
  it('ends the session on the old server, then sends the next login to the new one', async () => {
    const calls: Call[] = [];
    serveServers(calls);
    renderPage();
    fireEvent.input(screen.getByLabelText('Backend URL of the new server'), {
      target: { value: `${NEW}/` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start transfer' }));
    await screen.findByText('Your data is on the new server.');
    // Still logged in to the old server until "Log in": sync keeps its token and its server apart.
    expect(useAuthStore.getState().backendUrl).toBe(OLD);

    const login = calls.find((call) => call.url === `${NEW}/auth/login/complete`)!;
    expect(login.body).toMatchObject({ namespace: 'screenroom', device: account.deviceName });
    const { code, signature } = login.body!.challenge as { code: string; signature: string };
    expect(verifyChallenge(code, signature, login.body!.publicKey as string)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('login page');
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url)).toEqual([`${OLD}/sessions/s1`]);
    expect(useAuthStore.getState().account).toBeNull();
    expect(useAuthStore.getState().backendUrl).toBe(NEW);
  });
});
