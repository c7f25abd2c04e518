import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKEND_FAILED,
  checkBackend,
  checkTmdb,
  checkWorkers,
  maskWorkerUrl,
  TMDB_FAILED,
} from '../src/components/admin/admin-checks.ts';
import { detectRegion } from '../src/region/region-detection.ts';
import { adminRoutes } from '../src/routes/adminRoutes.tsx';
import { useAuthStore } from '../src/stores/auth.ts';
import { useRegionStore } from '../src/stores/region.ts';
import { jsonResponse, renderRoutes } from './pages-render.tsx';

const ECHO = 'https://postman-echo.com/get';
const NOW = 1_800_000_000;
const DAY = 86_400;

describe('backend check', () => {
  it('needs a URL and reports the documents’ failure text', async () => {
    const meta = { name: 'Screenroom', version: '2.0.1' };
    expect(await checkBackend(null, async () => meta)).toEqual({
      ok: false,
      message: 'Backend URL is not set',
    });
    expect(await checkBackend('', async () => meta)).toEqual({ ok: true, value: meta });
    expect(
      await checkBackend('https://b.example', () => Promise.reject(new Error('cors'))),
    ).toEqual({ ok: false, message: BACKEND_FAILED });
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
      { url: 'https://slash.example/', ok: false, message: 'URL ends with slash' },
      { url: 'https://bad.example', ok: false, message: 'WORKER_URL answered with status 500' },
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
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
      message: 'TMDB API key is not set',
    });
    expect(await checkTmdb({ baseUrl: 'https://t.example', token: 'abc.def' }, fetchImpl)).toEqual({
      ok: false,
      message: 'TMDB API key is not a read only key',
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
      message: TMDB_FAILED,
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
  });

  it('refuses visitors who are not signed in', async () => {
    renderRoutes(adminRoutes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admins only' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Admin - Screenroom'));
  });

  it('refuses users without the admin role', async () => {
    useAuthStore.setState({ account });
    const fetchImpl = vi.fn(async () => me([]));
    vi.stubGlobal('fetch', fetchImpl);
    renderRoutes(adminRoutes, '/admin');
    await screen.findByText(/doesn't have the admin role/);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/users/@me');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
  });

  it('shows the five tools to admins and runs the backend test once per 5 s', async () => {
    useAuthStore.setState({ account, proxySet: ['https://w.example/'] });
    const fetchImpl = vi.fn(async (url: string) =>
      url.endsWith('/users/@me')
        ? me(['admin'])
        : jsonResponse({ name: 'Screenroom', version: '2.0.1', hasCaptcha: false }),
    );
    vi.stubGlobal('fetch', fetchImpl);
    renderRoutes(adminRoutes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin tools' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Site Constants',
      'Backend API test',
      'Worker tests',
      'TMDB test',
      'Region Selector',
    ]);
    const backend = screen.getByRole('region', { name: 'Backend API test' });
    const button = backend.querySelector('button')!;
    fireEvent.click(button);
    await screen.findByText('Backend works: Screenroom, version 2.0.1');
    expect(button.disabled).toBe(true);

    const workers = screen.getByRole('region', { name: 'Worker tests' });
    fireEvent.click(workers.querySelector('button')!);
    await screen.findByText('Worker 1: URL ends with slash');

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'south' } });
    expect(useRegionStore.getState()).toMatchObject({ region: 'south', userPicked: true });
    expect(screen.getByText(/chosen by you/)).toBeTruthy();
  });
});
