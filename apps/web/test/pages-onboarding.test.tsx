import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTarget } from '../src/shared/routing/redirect-target.ts';
import { echoMatches, isBuiltInProxy, testProxy } from '../src/shared/clients/proxy-test.ts';
import { onboardingRoutes } from '../src/app/routes/onboarding-routes.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useOnboardingStore } from '../src/shared/stores/onboarding.ts';
import { jsonResponse, renderRoutes } from './pages-render.tsx';
import { http, HttpResponse } from 'msw';
import { networkDown, server } from './msw-server.ts';
import { serveOwnProxy } from './own-proxy-fake.ts';

const NONCE = 'n1';

/** The echo request a test with NONCE sends: our own server's `/echo`, marked with the nonce. */
const ASKED = `${location.origin}/echo?screenroom-proxy-test=${NONCE}`;

const noToken = () => Promise.reject(new Error('the built-in proxy must not be asked'));

function deps(
  fetchImpl: (input: string, init?: RequestInit) => Promise<Response>,
  timeoutMs = 3000,
) {
  return {
    pageOrigin: location.origin,
    echoUrl: '/echo',
    builtInToken: noToken,
    fetchImpl,
    timeoutMs,
    nonce: NONCE,
  };
}

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
    expect(await testProxy('proxy.example', deps(fetchImpl))).toEqual({
      ok: false,
      error: 'invalidUrl',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('passes a proxy that fetches our own server’s echo and hands it back', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ url: ASKED }));
    expect(await testProxy('https://p.example', deps(fetchImpl))).toEqual({
      ok: true,
      builtIn: false,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      `https://p.example/?destination=${encodeURIComponent(ASKED)}`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('accepts the echo with the scheme and host a reverse proxy in front of us rewrote', async () => {
    const behindTls = async () =>
      jsonResponse({ url: `https://screenroom.example/echo?screenroom-proxy-test=${NONCE}` });
    expect(await testProxy('https://p.example', deps(behindTls))).toMatchObject({ ok: true });
  });

  it('asks an echo the operator names instead, as given', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      jsonResponse({ url: new URL(url).searchParams.get('destination') }),
    );
    const result = await testProxy('https://p.example', {
      ...deps(fetchImpl),
      echoUrl: 'https://echo.example/get',
    });
    expect(result).toEqual({ ok: true, builtIn: false });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      `https://p.example/?destination=${encodeURIComponent(
        'https://echo.example/get?screenroom-proxy-test=n1',
      )}`,
    );
  });

  it('tells a website from a proxy', async () => {
    const html = async () => new Response('<html>hello</html>', { status: 200 });
    expect(await testProxy('https://site.example', deps(html))).toEqual({
      ok: false,
      error: 'notAProxy',
    });
    // An echo of another test's address is not this test's answer.
    const otherEcho = async () =>
      jsonResponse({ url: `${location.origin}/echo?screenroom-proxy-test=other` });
    expect(await testProxy('https://site.example', deps(otherEcho))).toMatchObject({
      error: 'notAProxy',
    });
  });

  it('reports a proxy that answers without fetching, such as another Screenroom’s, as refused', async () => {
    const screenroom = async () =>
      jsonResponse({ errorType: 'message', message: 'A proxy token is required' }, 403);
    expect(await testProxy('https://other-screenroom.example/proxy', deps(screenroom))).toEqual({
      ok: false,
      error: 'refused',
      status: 403,
    });
  });

  it('reports network errors and the 3 s timeout as unreachable', async () => {
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await testProxy('https://p.example', deps(down))).toMatchObject({
      error: 'unreachable',
    });
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await testProxy('https://p.example', deps(hanging, 20))).toMatchObject({
      error: 'unreachable',
    });
  });

  it('tests this server’s own proxy by a token request, without any proxied request', async () => {
    const fetchImpl = vi.fn();
    const builtInToken = vi.fn(async () => 'a-token');
    for (const address of [`${location.origin}/proxy`, `${location.origin}/proxy/`]) {
      expect(await testProxy(address, { ...deps(fetchImpl), builtInToken })).toEqual({
        ok: true,
        builtIn: true,
      });
    }
    expect(builtInToken).toHaveBeenCalledTimes(2);
    expect(fetchImpl).not.toHaveBeenCalled();

    const refused = async () => Promise.reject(new Error('Proxy tokens are issued to …'));
    const silent = () => new Promise<never>(() => {});
    for (const token of [refused, silent]) {
      expect(
        await testProxy(`${location.origin}/proxy`, {
          ...deps(fetchImpl, 20),
          builtInToken: token,
        }),
      ).toEqual({ ok: false, error: 'unreachable' });
    }
  });

  it('knows this server’s proxy by origin and path only', () => {
    expect(isBuiltInProxy(`${location.origin}/proxy`, location.origin)).toBe(true);
    expect(isBuiltInProxy(`${location.origin}/proxy?x=1`, location.origin)).toBe(false);
    expect(isBuiltInProxy(`${location.origin}/proxy/token`, location.origin)).toBe(false);
    expect(isBuiltInProxy('https://elsewhere.example/proxy', location.origin)).toBe(false);
    expect(echoMatches({ url: 'not a url' }, ASKED)).toBe(false);
    expect(echoMatches(null, ASKED)).toBe(false);
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
    fireEvent.input(await screen.findByLabelText('Proxy URL'), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Test and save' }));
  }

  it('says why a URL or a website is no proxy, and shows a refusal with its status', async () => {
    renderRoutes(onboardingRoutes, '/onboarding/proxy');
    await submit('proxy.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Not a valid URL');
    expect(screen.getByLabelText('Proxy URL')).toHaveAttribute('aria-invalid', 'true');

    server.use(http.all('*', () => new HttpResponse('<html></html>')));
    await submit('https://site.example');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Expected a proxy but got a website'),
    );

    server.use(http.all('*', () => jsonResponse({ message: 'A proxy token is required' }, 403)));
    await submit('https://other-screenroom.example/proxy');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^The proxy answered with status 403/),
    );

    networkDown();
    await submit('https://down.example');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not connect to proxy'),
    );
    expect(useAuthStore.getState().proxySet).toBeNull();
    expect(useOnboardingStore.getState().completed).toBe(false);
  });

  it('saves a proxy that hands back our echo, completes and goes home without a redirect', async () => {
    const asked: string[] = [];
    server.use(
      http.get('https://p.example/', ({ request }) => {
        const destination = new URL(request.url).searchParams.get('destination') ?? '';
        asked.push(destination);
        return jsonResponse({ url: destination });
      }),
    );
    const { router } = renderRoutes(onboardingRoutes, '/onboarding/proxy');
    await submit('https://p.example');
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/');
    expect(asked).toEqual([expect.stringMatching(/\/echo\?screenroom-proxy-test=[\w-]+$/)]);
    expect(new URL(asked[0]!).origin).toBe(location.origin);
    expect(useAuthStore.getState().proxySet).toEqual(['https://p.example']);
    expect(useOnboardingStore.getState().completed).toBe(true);
  });

  it('takes this server’s own proxy as the built-in one, leaving no worker to send tokenless requests to', async () => {
    useAuthStore.setState({ proxySet: ['https://old.example'] });
    const fake = serveOwnProxy();
    const { router } = renderRoutes(onboardingRoutes, '/onboarding/proxy?redirect=%2Fabout');
    await submit(`${location.origin}/proxy`);
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/about');
    expect(fake.tokenRequests).toEqual([null]);
    expect(fake.proxied).toEqual([]);
    expect(useAuthStore.getState().proxySet).toBeNull();
    expect(useOnboardingStore.getState().completed).toBe(true);
  });

  it('explains the built-in proxy with its address, and the echo a worker must fetch', async () => {
    renderRoutes(onboardingRoutes, '/onboarding/proxy');
    fireEvent.click(await screen.findByText('More info'));
    expect(screen.getByText(/This server's built-in proxy/)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`own proxy at ${location.origin}/proxy\\.`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/Another Screenroom server/)).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(
          `takes https://proxy\\.example/\\?destination=…, .* fetch ${location.origin}/echo, `,
        ),
      ),
    ).toBeInTheDocument();
  });
});
