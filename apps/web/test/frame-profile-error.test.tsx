import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../src/app/routes/RootLayout.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import '../src/shared/i18n/i18n.ts';
import { renderRouter } from './render-router.tsx';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

afterEach(() => {
  cleanup();
  useAuthStore.setState({ account: null, backendUrl: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('root layout', () => {
  it('shows the failed-profile screen when restoring the account fails', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server.use(http.all('*', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    useAuthStore.setState({
      backendUrl: 'https://my.server',
      account: {
        token: 't',
        userId: 'u',
        sessionId: 's',
        deviceName: 'x',
        profile: { colorA: '#0A54FF', colorB: '#CF2E68', icon: 'cat' },
        seed: 'AAAA',
      },
    });
    const router = createMemoryRouter(
      [{ Component: RootLayout, children: [{ path: '/', element: <p>home</p> }] }],
      { initialEntries: ['/'] },
    );
    renderRouter(router);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the default server' })).toBeInTheDocument();
    expect(screen.queryByText('home')).not.toBeInTheDocument();
  });

  it('shows the page when there is no account to restore', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server.use(http.all('*', () => new HttpResponse('')));
    const router = createMemoryRouter(
      [{ Component: RootLayout, children: [{ path: '/', element: <p>home</p> }] }],
      { initialEntries: ['/'] },
    );
    renderRouter(router);
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
