import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutButton } from '../src/shared/account/LogoutButton.tsx';
import { LogoutFailure } from '../src/shared/account/LogoutFailure.tsx';
import { logOut, logOutAnyway } from '../src/shared/account/logout.ts';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useLogoutStore } from '../src/shared/account/logout-store.ts';
import { usePendingSettingsStore } from '../src/shared/sync/pending-settings.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import {
  flushPendingChanges,
  LOGOUT_FLUSH_TIMEOUT_MS,
} from '../src/shared/sync/flush-pending-changes.ts';
import { createSettingsSyncer } from '../src/shared/sync/settings-sync.ts';
import { backendClientFor, defaultTarget, runSyncTick } from '../src/shared/sync/sync-loop.ts';
import { startSyncServer, type SyncServer } from './sync-fake-server.ts';
import '../src/shared/i18n/i18n.ts';

const account: Account = {
  token: 'token-u1',
  userId: 'u1',
  sessionId: 's1',
  deviceName: 'enc',
  profile: { colorA: '#0A54FF', colorB: '#CF2E68', icon: 'cat' },
  seed: 'AA==',
};
const movie = { tmdbId: '45745', type: 'movie' as const, title: 'Sintel', year: 2010 };

let server: SyncServer;

beforeEach(() => {
  localStorage.clear();
  server = startSyncServer();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  usePendingSettingsStore.getState().clear();
  useLogoutStore.getState().setStatus({ kind: 'idle' });
  useAuthStore.setState({ account, backendUrl: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function queueChanges() {
  useBookmarkStore.getState().addBookmark(movie);
  useProgressStore.getState().updateProgress({
    meta: movie,
    progress: { watched: 61, duration: 888 },
  });
}

const queued = () =>
  useBookmarkStore.getState().updateQueue.length + useProgressStore.getState().updateQueue.length;

describe('flushPendingChanges', () => {
  it('sends every queued change and pending setting in order, then reports success', async () => {
    queueChanges();
    usePendingSettingsStore.getState().addSettings('s1', { enableAutoplay: false });

    expect(await flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS })).toEqual({
      ok: true,
    });

    expect(server.routes()).toEqual([
      'POST /users/u1/bookmarks/45745',
      'PUT /users/u1/progress/45745',
      'PUT /users/u1/settings',
    ]);
    expect(server.sent[2]?.body).toEqual({ enableAutoplay: false });
    expect(queued()).toBe(0);
    expect(usePendingSettingsStore.getState().settings).toEqual({});
  });

  it('succeeds at once when nothing waits', async () => {
    expect(await flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS })).toEqual({
      ok: true,
    });
    expect(server.sent).toEqual([]);
  });

  it('reports an unreachable server and keeps everything queued', async () => {
    queueChanges();
    server.setMode('down');
    expect(await flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS })).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    expect(queued()).toBe(2);
  });

  it('reports a refused session as such', async () => {
    queueChanges();
    server.answer('POST /users/u1/bookmarks/45745', () => new Response('{}', { status: 401 }));
    expect(await flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS })).toEqual({
      ok: false,
      reason: 'refused',
    });
    expect(queued()).toBe(2);
  });

  it('gives up after the timeout, aborting the request on the wire and keeping the change', async () => {
    vi.useFakeTimers();
    queueChanges();
    server.setMode('hold');
    let result: unknown;
    const flushing = flushPendingChanges({ timeoutMs: 5000 }).then((r) => (result = r));

    await vi.advanceTimersByTimeAsync(4999);
    expect(server.routes()).toEqual(['POST /users/u1/bookmarks/45745']);
    expect(result).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1);
    await flushing;
    expect(result).toEqual({ ok: false, reason: 'timeout' });
    expect(server.sent[0]?.signal.aborted).toBe(true);
    expect(queued()).toBe(2);
    // Nothing of the flush goes on after it gave up.
    server.setMode('up');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent).toHaveLength(1);
  });

  it('waits for a drain already running instead of sending the same change beside it', async () => {
    useBookmarkStore.getState().addBookmark(movie);
    server.setMode('hold');
    const tick = runSyncTick({
      settings: createSettingsSyncer(),
      clientFor: backendClientFor,
      target: defaultTarget,
    });
    await waitFor(() => expect(server.held).toHaveLength(1));

    const flushing = flushPendingChanges({ timeoutMs: LOGOUT_FLUSH_TIMEOUT_MS });
    server.setMode('up');
    server.releaseAll();
    await tick;

    expect(await flushing).toEqual({ ok: true });
    expect(server.routes()).toEqual(['POST /users/u1/bookmarks/45745']);
    expect(queued()).toBe(0);
  });
});

describe('logOut', () => {
  it('saves the queued changes first, then ends the session and clears local data', async () => {
    queueChanges();
    expect(await logOut()).toBe('logged-out');
    expect(server.routes()).toEqual([
      'POST /users/u1/bookmarks/45745',
      'PUT /users/u1/progress/45745',
      'DELETE /sessions/s1',
    ]);
    expect(server.sent.every((request) => request.authorization === 'Bearer token-u1')).toBe(true);
    expect(useAuthStore.getState().account).toBeNull();
    expect(useLogoutStore.getState().status).toEqual({ kind: 'idle' });
  });

  it('keeps the account and its changes when they cannot be saved, and says why', async () => {
    queueChanges();
    server.setMode('down');
    expect(await logOut()).toBe('failed');
    expect(useLogoutStore.getState().status).toEqual({ kind: 'failed', reason: 'unreachable' });
    expect(useAuthStore.getState().account).toEqual(account);
    expect(queued()).toBe(2);
    expect(server.routes()).not.toContain('DELETE /sessions/s1');
  });

  it('logs out on a second try once the server is back', async () => {
    queueChanges();
    server.setMode('down');
    await logOut();
    server.setMode('up');
    expect(await logOut()).toBe('logged-out');
    expect(server.routes().slice(-3)).toEqual([
      'POST /users/u1/bookmarks/45745',
      'PUT /users/u1/progress/45745',
      'DELETE /sessions/s1',
    ]);
    expect(useAuthStore.getState().account).toBeNull();
  });

  it('"log out anyway" discards the queued changes and sends none of them', async () => {
    queueChanges();
    usePendingSettingsStore.getState().addSettings('s1', { enableAutoplay: false });
    server.setMode('down');
    await logOut();
    const before = server.sent.length;
    server.setMode('up');

    await logOutAnyway();

    expect(server.routes().slice(before)).toEqual(['DELETE /sessions/s1']);
    expect(useAuthStore.getState().account).toBeNull();
    expect(queued()).toBe(0);
    expect(usePendingSettingsStore.getState().settings).toEqual({});
    expect(useLogoutStore.getState().status).toEqual({ kind: 'idle' });
  });
});

describe('the logout control', () => {
  function renderControl(onLoggedOut = vi.fn()) {
    render(
      <>
        <LogoutButton label="Log out" className="" onLoggedOut={onLoggedOut} />
        <LogoutFailure onLoggedOut={onLoggedOut} />
      </>,
    );
    return onLoggedOut;
  }

  it('shows "Saving…" while the changes are on their way, then logs out', async () => {
    queueChanges();
    server.setMode('hold');
    const onLoggedOut = renderControl();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status').textContent).toMatch(/Saving your latest changes/);
    // A second press while saving starts nothing new.
    fireEvent.click(saving);
    await waitFor(() => expect(server.held).toHaveLength(1));
    server.setMode('up');
    server.releaseAll();
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().account).toBeNull();
    expect(server.routes().filter((route) => route.startsWith('POST'))).toHaveLength(1);
  });

  it('offers "Try again" and "Log out anyway" when the server cannot be reached', async () => {
    queueChanges();
    server.setMode('down');
    const onLoggedOut = renderControl();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/server cannot be reached/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toBeInTheDocument();
    expect(useAuthStore.getState().account).toEqual(account);

    fireEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(useAuthStore.getState().account).toBeNull();
    expect(queued()).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the choices when the server does not answer within the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    queueChanges();
    server.setMode('hold');
    renderControl();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Saving…' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_FLUSH_TIMEOUT_MS));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/server cannot be reached/);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(useAuthStore.getState().account).toEqual(account);
    expect(queued()).toBe(2);
  });

  it('"Try again" logs out once the server answers again', async () => {
    queueChanges();
    server.setMode('down');
    const onLoggedOut = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('alert');

    server.setMode('up');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(server.routes().slice(-1)).toEqual(['DELETE /sessions/s1']);
    expect(queued()).toBe(0);
  });

  it('"Stay logged in" keeps the account and its queued changes', async () => {
    queueChanges();
    server.setMode('down');
    renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().account).toEqual(account);
    expect(queued()).toBe(2);
  });
});
