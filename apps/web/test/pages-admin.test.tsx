import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkBackend,
  checkTmdb,
  checkWorkers,
  maskWorkerUrl,
  readBackendCounts,
} from '../src/shared/clients/admin-checks.ts';
import { detectRegion } from '../src/shared/region/region-detection.ts';
import { adminRoutes } from '../src/app/routes/admin-routes.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useRegionStore } from '../src/shared/stores/region.ts';
import { jsonResponse, renderRoutes } from './pages-render.tsx';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

const ECHO = 'https://postman-echo.com/get';
const NOW = 1_800_000_000;
const DAY = 86_400;

describe('backend check', () => {
  const metricsText = [
    '# TYPE mw_provider_hostname_count counter',
    'mw_provider_hostname_count{hostname="a.example"} 3',
    'mw_provider_hostname_count{hostname="b.example"} 4',
    'mw_user_count{namespace="screenroom"} 5',
    'mw_user_count{namespace="other"} 2',
  ].join('\n');
  afterEach(() => vi.restoreAllMocks());

  it('needs a URL and reports an unset or unreachable backend as error codes', async () => {
    const meta = { name: 'Screenroom', version: '2.0.1' };
    const metrics = vi.fn(async () => new Response(metricsText));
    expect(await checkBackend(null, async () => meta, metrics)).toEqual({
      ok: false,
      error: 'backendUnset',
    });
    expect(
      await checkBackend('https://b.example', () => Promise.reject(new Error('cors')), metrics),
    ).toEqual({ ok: false, error: 'backendFailed' });
    expect(metrics).not.toHaveBeenCalled();
  });

  it('reads the summed provider counts and user count from /metrics', async () => {
    const meta = { name: 'Screenroom', version: '2.0.1' };
    const metrics = vi.fn(async () => new Response(metricsText));
    expect(await checkBackend('https://b.example/', async () => meta, metrics)).toEqual({
      ok: true,
      value: { ...meta, providerCount: 7, userCount: 7 },
    });
    expect(metrics).toHaveBeenCalledWith('https://b.example/metrics');
    expect(readBackendCounts('mw_user_count 4\nmw_user_count_total 9')).toEqual({
      providerCount: null,
      userCount: 4,
    });
  });

  it('logs which counts are missing but still passes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const meta = { name: 'Screenroom', version: '2.0.1' };
    const result = await checkBackend(
      '',
      async () => meta,
      async () => new Response('up 1'),
    );
    expect(result).toEqual({ ok: true, value: { ...meta, providerCount: null, userCount: null } });
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      'ACCOUNT_NUMBER not found',
      'USER_COUNT not found',
    ]);
  });
});

describe('worker checks', () => {
  it('refuses a trailing slash and masks the worker URL in errors', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.startsWith('https://good.example') ? jsonResponse({ url: ECHO }) : jsonResponse({}, 500),
    );
    const results = await checkWorkers(
      ['https://good.example', 'https://slash.example/', 'https://bad.example'],
      ECHO,
      fetchImpl,
    );
    expect(results).toEqual([
      { url: 'https://good.example', ok: true },
      { url: 'https://slash.example/', ok: false, error: 'workerSlash' },
      { url: 'https://bad.example', ok: false, error: 'workerStatus', values: { status: 500 } },
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('masks the worker URL in a thrown error and flags a missing echo', async () => {
    const thrown = async () => {
      throw new TypeError('Could not reach https://w.example/x');
    };
    expect(await checkWorkers(['https://w.example'], ECHO, thrown)).toEqual([
      {
        url: 'https://w.example',
        ok: false,
        error: 'workerFailed',
        values: { detail: 'Could not reach WORKER_URL/x' },
      },
    ]);
    const website = async () => jsonResponse({ hello: 'world' });
    expect(await checkWorkers(['https://w.example'], ECHO, website)).toEqual([
      { url: 'https://w.example', ok: false, error: 'workerNoEcho' },
    ]);
  });

  it('replaces every occurrence of the URL', () => {
    expect(maskWorkerUrl('a https://w.example b https://w.example', 'https://w.example')).toBe(
      'a WORKER_URL b WORKER_URL',
    );
  });
});

describe('TMDB check', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ4In0.signature';

  it('validates a browser read token before calling', async () => {
    const fetchImpl = vi.fn();
    expect(await checkTmdb({ baseUrl: 'https://t.example', token: '' }, fetchImpl)).toEqual({
      ok: false,
      error: 'tmdbUnset',
    });
    expect(await checkTmdb({ baseUrl: 'https://t.example', token: 'abc.def' }, fetchImpl)).toEqual({
      ok: false,
      error: 'tmdbNotReadOnly',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('calls the fixed movie with the bearer token', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ id: 11, title: 'Star Wars' }));
    expect(await checkTmdb({ baseUrl: 'https://t.example/3/', token: jwt }, fetchImpl)).toEqual({
      ok: true,
      value: { title: 'Star Wars' },
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://t.example/3/movie/11', {
      headers: { accept: 'application/json', authorization: `Bearer ${jwt}` },
    });
  });

  it('tests our own route without a token and reports failures', async () => {
    const ok = vi.fn(async () => jsonResponse({ title: 'Star Wars' }));
    expect(await checkTmdb({ baseUrl: '/tmdb/3' }, ok)).toMatchObject({ ok: true });
    expect(ok).toHaveBeenCalledWith('/tmdb/3/movie/11', {
      headers: { accept: 'application/json' },
    });
    const unauthorized = async () => jsonResponse({ status_code: 7 }, 401);
    expect(await checkTmdb({ baseUrl: '/tmdb/3' }, unauthorized)).toEqual({
      ok: false,
      error: 'tmdbFailed',
    });
  });
});

describe('detectRegion', () => {
  const services = { primary: 'https://geo.example', fallback: 'https://geo2.example' };

  it('keeps a region younger than 30 days and a hand-picked one', async () => {
    const fetchImpl = vi.fn();
    const fresh = { region: 'asia' as const, lastChecked: NOW - 29 * DAY, userPicked: false };
    expect(await detectRegion(fresh, NOW, services, fetchImpl)).toEqual({ kind: 'kept' });
    const picked = { region: 'asia' as const, lastChecked: NOW - 90 * DAY, userPicked: true };
    expect(await detectRegion(picked, NOW, services, fetchImpl)).toEqual({ kind: 'kept' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('redetects a stale region from the first service', async () => {
    const stale = { region: 'asia' as const, lastChecked: NOW - 31 * DAY, userPicked: false };
    const fetchImpl = vi.fn(async () => jsonResponse({ latitude: 48.85, longitude: 2.35 }));
    expect(await detectRegion(stale, NOW, services, fetchImpl)).toEqual({
      kind: 'detected',
      region: 'europe',
    });
  });

  it('falls back to the second service, then to the stored region', async () => {
    const unknown = { region: 'unknown' as const, lastChecked: null, userPicked: false };
    const fallback = vi.fn(async (url: string) =>
      url === services.primary ? jsonResponse({}, 500) : jsonResponse({ loc: '37.77,-122.42' }),
    );
    expect(await detectRegion(unknown, NOW, services, fallback)).toEqual({
      kind: 'detected',
      region: 'us-west',
    });
    const down = async () => Promise.reject(new TypeError('offline'));
    expect(await detectRegion(unknown, NOW, services, down)).toEqual({
      kind: 'failed',
      region: 'unknown',
    });
    expect(await detectRegion(unknown, NOW, {}, down)).toEqual({
      kind: 'failed',
      region: 'unknown',
    });
  });
});

describe('admin page access', () => {
  const account = {
    token: 'token',
    userId: 'u1',
    sessionId: 's1',
    deviceName: 'x',
    profile: { colorA: '#0A54FF', colorB: '#0A54FF', icon: 'cat' },
    seed: 'AAAA',
  };
  const me = (roles: string[]) =>
    jsonResponse({
      user: {
        id: 'u1',
        namespace: 'screenroom',
        publicKey: 'k',
        roles,
        createdAt: '',
        profile: {},
      },
      session: { id: 's1' },
    });

  beforeEach(() => {
    useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
    useRegionStore.setState({
      region: 'europe',
      lastChecked: Math.floor(Date.now() / 1000),
      userPicked: false,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses visitors who are not signed in', async () => {
    renderRoutes(adminRoutes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admins only' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Admin - Screenroom'));
  });

  it('refuses users without the admin role', async () => {
    useAuthStore.setState({ account });
    const requests: Request[] = [];
    server.use(
      http.all('*', ({ request }) => {
        requests.push(request);
        return me([]);
      }),
    );
    renderRoutes(adminRoutes, '/admin');
    await screen.findByText(/doesn't have the admin role/);
    expect(requests[0]?.url).toBe(new URL('/users/@me', location.href).href);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('shows the six tools to admins and runs the backend test once per 5 s', async () => {
    useAuthStore.setState({ account, proxySet: ['https://w.example/'] });
    server.use(
      http.all('*', ({ request }) => {
        const { url } = request;
        if (url.endsWith('/users/@me')) return me(['admin']);
        if (url === new URL('/metrics', location.href).href) {
          return new HttpResponse('mw_user_count{namespace="screenroom"} 5');
        }
        return jsonResponse({ name: 'Screenroom', version: '2.0.1', hasCaptcha: false });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(adminRoutes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin tools' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Site Constants',
      'Backend API test',
      'Worker tests',
      'TMDB test',
      'Region Selector',
      'Media library',
    ]);
    const backend = screen.getByRole('region', { name: 'Backend API test' });
    const button = backend.querySelector('button')!;
    fireEvent.click(button);
    await screen.findByText('Backend works: Screenroom, version 2.0.1');
    expect(screen.getByText('Accounts: 5')).toBeInTheDocument();
    expect(button).toBeDisabled();

    const workers = screen.getByRole('region', { name: 'Worker tests' });
    fireEvent.click(workers.querySelector('button')!);
    await screen.findByText('Worker 1: URL ends with slash');

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'south' } });
    expect(useRegionStore.getState()).toMatchObject({ region: 'south', userPicked: true });
    expect(screen.getByText(/chosen by you/)).toBeInTheDocument();
  });
});
