import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { decryptData, encryptData } from '@screenroom/core';
import { BookmarkButton } from '../src/features/player/components/BookmarkButton.tsx';
import { AccountSettings } from '../src/features/settings/account/AccountSettings.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { accountSeed as seed, signedInAccount } from './account-fixture.ts';
import { refusedBody } from './backend-request-bodies.ts';
import { server } from './msw-server.ts';
import { player, render } from './test-player.tsx';

const account = signedInAccount('tok');
const sessions = [
  {
    id: 's2',
    userId: 'u1',
    createdAt: '',
    accessedAt: '2026-01-01T00:00:00Z',
    device: encryptData('Phone', seed),
    userAgent: '',
  },
  {
    id: 's1',
    userId: 'u1',
    createdAt: '',
    accessedAt: '2026-01-05T00:00:00Z',
    device: account.deviceName,
    userAgent: '',
  },
];

type Request = { method: string; url: string; body: unknown };
let requests: Request[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  requests = [];
  useAuthStore.setState({ account, backendUrl: null });
  useBookmarkStore.getState().clear();
  server.use(
    http.all('*', async ({ request }) => {
      const { method } = request;
      const { pathname, search } = new URL(request.url);
      const text = await request.text();
      const body = text === '' ? undefined : (JSON.parse(text) as unknown);
      requests.push({ method, url: pathname + search, body });
      if (method === 'GET' && pathname.endsWith('/sessions')) return json(sessions);
      return refusedBody(method, pathname, body) ?? json({});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithApp(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/home', element: <p>home</p> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

describe('account settings', () => {
  it('invites a logged-out visitor to register', () => {
    useAuthStore.setState({ account: null });
    renderWithApp(<AccountSettings />);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('links to the admin panel only for a user with the admin role', async () => {
    const answerMe = (roles: string[]) =>
      server.use(
        http.get('*/users/@me', ({ request }) => {
          requests.push({ method: 'GET', url: new URL(request.url).pathname, body: undefined });
          return json({ user: { id: 'u1', roles }, session: { id: 's1' } });
        }),
      );
    answerMe(['admin']);
    renderWithApp(<AccountSettings />);
    const link = await screen.findByRole('link', { name: 'Admin panel' });
    expect(link).toHaveAttribute('href', '/admin');
    cleanup();

    requests = [];
    answerMe([]);
    const { client } = renderWithApp(<AccountSettings />);
    await screen.findByRole('list', { name: 'Devices' });
    const calledMe = () => requests.some(({ url }) => url.endsWith('/@me'));
    await waitFor(() => expect(calledMe()).toBe(true));
    // The link could only come with the answer: wait until every query has it, then check.
    await waitFor(() => {
      const queries = client.getQueryCache().findAll();
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((query) => query.state.status === 'success')).toBe(true);
    });
    expect(screen.queryByRole('link', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it('lists devices by their decrypted names, this device first, and removes one', async () => {
    renderWithApp(<AccountSettings />);
    const list = await screen.findByRole('list', { name: 'Devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('LaptopThis device'),
      expect.stringContaining('Phone'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Phone' }));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'DELETE', url: '/sessions/s2', body: undefined }),
    );
  });

  it('renames the device with an encrypted name', async () => {
    renderWithApp(<AccountSettings />);
    const input = screen.getByLabelText('Device name');
    expect((input as HTMLInputElement).value).toBe('Laptop');
    fireEvent.input(input, { target: { value: 'Living room TV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save device name' }));
    await screen.findByText('Saved');
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/sessions/s1');
    const sent = (patch?.body as { deviceName: string }).deviceName;
    expect(decryptData(sent, seed)).toBe('Living room TV');
    expect(useAuthStore.getState().account?.deviceName).toBe(sent);
  });

  it('confirms before deleting the account; Escape cancels', async () => {
    renderWithApp(<AccountSettings />);
    const open = screen.getByRole('button', { name: 'Delete account' });
    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/users/u1')).toBe(false);

    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(useAuthStore.getState().account).toBeNull());
    expect(requests).toContainEqual({ method: 'DELETE', url: '/users/u1', body: undefined });
  });

  it('changes the profile picture in a dialog', async () => {
    renderWithApp(<AccountSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile picture' }));
    const dialog = screen.getByRole('dialog');
    const radios = within(dialog).getAllByRole('radio');
    const icon = radios[radios.length - 1]!;
    fireEvent.click(icon);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = requests.find((r) => r.method === 'PATCH' && r.url === '/users/u1');
    expect((patch?.body as { profile: { icon: string } }).profile.icon).toBe(
      (icon as HTMLInputElement).value,
    );
    expect(useAuthStore.getState().account?.profile.icon).toBe((icon as HTMLInputElement).value);
  });
});

describe('bookmark button', () => {
  it('bookmarks the playing title and queues the change', () => {
    player.store.setState({
      meta: { type: 'movie', tmdbId: '45745', title: 'Sintel', releaseYear: 2010 },
    });
    render(<BookmarkButton />);
    const button = screen.getByRole('button', { name: 'Bookmark this title' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(useBookmarkStore.getState().bookmarks['45745']).toMatchObject({
      title: 'Sintel',
      year: 2010,
    });
    const removeButton = screen.getByRole('button', { name: 'Remove bookmark' });
    expect(removeButton).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(removeButton);
    expect(useBookmarkStore.getState().bookmarks).toEqual({});
    expect(useBookmarkStore.getState().updateQueue.map((u) => u.action)).toEqual(['add', 'delete']);
  });
});
