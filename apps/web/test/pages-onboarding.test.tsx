import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTarget } from '../src/routes/redirect-target.ts';
import { testProxy } from '../src/clients/proxy-test.ts';
import { onboardingRoutes } from '../src/routes/onboarding-routes.tsx';
import { useAuthStore } from '../src/stores/auth.ts';
import { useOnboardingStore } from '../src/stores/onboarding.ts';
import { jsonResponse, renderRoutes } from './pages-render.tsx';
import { http, HttpResponse } from 'msw';
import { networkDown, server } from './msw-server.ts';

const ECHO = 'https://postman-echo.com/get';

beforeEach(() => {
  useAuthStore.setState({ proxySet: null });
  useOnboardingStore.setState({ completed: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('testProxy', () => {
  it('refuses addresses that do not start with http without calling them', async () => {
    const fetchImpl = vi.fn();
    expect(await testProxy('proxy.example', ECHO, fetchImpl)).toEqual({
      ok: false,
      error: 'invalidUrl',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('passes when the echo comes back through the proxy', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ url: ECHO }));
    expect(await testProxy('https://p.example', ECHO, fetchImpl)).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      `https://p.example/?destination=${encodeURIComponent(ECHO)}`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('tells a website from a proxy', async () => {
    const html = async () => new Response('<html>hello</html>', { status: 200 });
    expect(await testProxy('https://site.example', ECHO, html)).toEqual({
      ok: false,
      error: 'notAProxy',
    });
    const otherJson = async () => jsonResponse({ url: 'https://site.example/' });
    expect(await testProxy('https://site.example', ECHO, otherJson)).toMatchObject({
      error: 'notAProxy',
    });
  });

  it('reports network errors, bad statuses and the 3 s timeout as unreachable', async () => {
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await testProxy('https://p.example', ECHO, down)).toMatchObject({
      error: 'unreachable',
    });
    const broken = async () => jsonResponse({ url: ECHO }, 502);
    expect(await testProxy('https://p.example', ECHO, broken)).toMatchObject({
      error: 'unreachable',
    });
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await testProxy('https://p.example', ECHO, hanging, 20)).toMatchObject({
      error: 'unreachable',
    });
  });
});

describe('redirectTarget', () => {
  it('follows in-app paths only', () => {
    expect(redirectTarget('?redirect=%2Fmedia%2Ftmdb-movie-11-star-wars')).toBe(
      '/media/tmdb-movie-11-star-wars',
    );
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/');
    expect(redirectTarget('?redirect=//evil.example')).toBe('/');
  });
});

describe('onboarding start page', () => {
  it('offers extension, proxy and the default setup, with the 2-step indicator', async () => {
    renderRoutes(onboardingRoutes, '/onboarding');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'Choose how Screenroom connects',
    );
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browser extension/ })).toHaveAttribute(
      'href',
      '/onboarding/extension',
    );
    expect(screen.getByRole('link', { name: /Your own proxy/ })).toHaveAttribute(
      'href',
      '/onboarding/proxy',
    );
    await waitFor(() => expect(document.title).toBe('Setup - Screenroom'));
  });

  it('completes with the default setup and follows the redirect parameter', async () => {
    const { router } = renderRoutes(onboardingRoutes, '/onboarding?redirect=%2Fsettings');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with the default setup' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/settings');
    expect(useOnboardingStore.getState().completed).toBe(true);
  });

  it('hides the default setup once a proxy is configured', async () => {
    useAuthStore.setState({ proxySet: ['https://p.example'] });
    renderRoutes(onboardingRoutes, '/onboarding');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('button', { name: 'Continue with the default setup' }),
    ).not.toBeInTheDocument();
  });
});

describe('onboarding proxy page', () => {
  async function submit(url: string) {
    fireEvent.change(await screen.findByLabelText('Proxy URL'), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Test and save' }));
  }

  it('shows the documents’ messages', async () => {
    renderRoutes(onboardingRoutes, '/onboarding/proxy');
    await submit('proxy.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Not a valid URL');
    expect(screen.getByLabelText('Proxy URL')).toHaveAttribute('aria-invalid', 'true');

    server.use(http.all('*', () => new HttpResponse('<html></html>')));
    await submit('https://site.example');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Expected a proxy but got a website'),
    );

    networkDown();
    await submit('https://down.example');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not connect to proxy'),
    );
    expect(useAuthStore.getState().proxySet).toBeNull();
    expect(useOnboardingStore.getState().completed).toBe(false);
  });

  it('saves a working proxy, completes and goes home without a redirect', async () => {
    server.use(http.all('*', () => jsonResponse({ url: ECHO })));
    const { router } = renderRoutes(onboardingRoutes, '/onboarding/proxy');
    await submit('https://p.example');
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState().proxySet).toEqual(['https://p.example']);
    expect(useOnboardingStore.getState().completed).toBe(true);
  });
});
