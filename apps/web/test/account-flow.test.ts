import {
  bytesToBase64,
  decryptData,
  generateMnemonic,
  seedFromMnemonic,
  type ProgressMediaItem,
} from '@screenroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendClient } from '../src/shared/clients/backend.ts';
import {
  ACCOUNT_NAMESPACE,
  clientFactoryFor,
  importLocalData,
  loginAccount,
  logoutCurrentAccount,
  registerAccount,
} from '../src/shared/account/useAuth.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { withFreshFakeBackend } from './account-fixture.ts';

const profile = { colorA: '#0A54FF', colorB: '#CF2E68', icon: 'ghost' };
let backend: ReturnType<typeof withFreshFakeBackend>;

beforeEach(() => {
  backend = withFreshFakeBackend();
});

afterEach(() => vi.unstubAllGlobals());

const show: ProgressMediaItem = {
  type: 'show',
  title: 'A Show',
  year: 2020,
  updatedAt: 1_700_000_000_000,
  seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
  episodes: {
    e1: {
      id: 'e1',
      number: 3,
      title: 'Ep',
      seasonId: 's1',
      updatedAt: 1_700_000_000_000,
      progress: { watched: 100.4, duration: 1200 },
    },
  },
};

describe('registerAccount', () => {
  it('signs the challenge, encrypts the device name and keeps the passphrase local', async () => {
    const mnemonic = generateMnemonic();
    const account = await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'Living room',
      profile,
    });

    const complete = backend.calls.find((c) => c.path === '/auth/register/complete')!;
    const body = complete.body as { namespace: string; device: string; profile: unknown };
    expect(body.namespace).toBe(ACCOUNT_NAMESPACE);
    expect(body.profile).toEqual(profile);
    const seed = seedFromMnemonic(mnemonic);
    expect(decryptData(body.device, seed)).toBe('Living room');
    const created = [...backend.users.values()][0]!;
    expect(account).toMatchObject({
      token: `token-${created.id}`,
      userId: created.id,
      deviceName: body.device,
      profile,
      seed: bytesToBase64(seed),
    });
    const sent = JSON.stringify(backend.calls.map((c) => c.body));
    expect(sent).not.toContain(mnemonic.split(' ')[0] + ' ');
    expect(sent).not.toContain(bytesToBase64(seed));
  });

  it('passes the captcha token to register start', async () => {
    await registerAccount(createBackendClient(''), {
      mnemonic: generateMnemonic(),
      deviceName: 'x',
      profile,
      captchaToken: 'human',
    });
    expect(backend.calls[0]).toMatchObject({
      path: '/auth/register/start',
      body: { captchaToken: 'human' },
    });
  });
});

describe('loginAccount', () => {
  it('logs in with the same passphrase and reads the profile with the new token', async () => {
    const mnemonic = generateMnemonic();
    const registered = await registerAccount(createBackendClient(''), {
      mnemonic,
      deviceName: 'first',
      profile,
    });
    const account = await loginAccount(clientFactoryFor(''), { mnemonic, deviceName: 'second' });
    expect(account.userId).toBe(registered.userId);
    expect(account.sessionId).not.toBe(registered.sessionId);
    expect(account.profile).toEqual(profile);
    expect(decryptData(account.deviceName, seedFromMnemonic(mnemonic))).toBe('second');
    const me = backend.calls.find((c) => c.path === '/users/@me')!;
    expect(me.authorization).toBe(`Bearer ${account.token}`);
  });

  it('fails with the server message when no user has the key', async () => {
    await expect(
      loginAccount(clientFactoryFor(''), { mnemonic: generateMnemonic(), deviceName: 'x' }),
    ).rejects.toMatchObject({ status: 401, message: 'User cannot be found' });
  });
});

describe('importLocalData', () => {
  it('sends nothing when bookmarks and progress are both empty', async () => {
    const sent = await importLocalData(createBackendClient('', 't'), 'u1', {
      bookmarks: {},
      progress: {},
    });
    expect(sent).toBe(false);
    expect(backend.calls).toHaveLength(0);
  });

  it('imports bookmarks and per-episode progress', async () => {
    await importLocalData(createBackendClient('', 't'), 'u1', {
      bookmarks: { '603': { type: 'movie', title: 'The Matrix', updatedAt: 1 } },
      progress: { '1399': show },
    });
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /users/u1/bookmarks',
      'PUT /users/u1/progress/import',
    ]);
    expect(backend.calls[0]!.body).toEqual([
      { tmdbId: '603', meta: { title: 'The Matrix', year: 0, type: 'movie' } },
    ]);
    expect(backend.calls[1]!.body).toEqual([
      {
        tmdbId: '1399',
        meta: { title: 'A Show', year: 2020, type: 'show' },
        duration: 1200,
        watched: 100,
        updatedAt: new Date(1_700_000_000_000).toISOString(),
        seasonId: 's1',
        episodeId: 'e1',
        seasonNumber: 1,
        episodeNumber: 3,
      },
    ]);
  });
});

describe('logoutCurrentAccount', () => {
  it('clears local data even when the server call fails', async () => {
    backend.answer('DELETE /sessions/s9', () => backend.json({ message: 'down' }, 500));
    useAuthStore.getState().setAccount({
      token: 't',
      userId: 'u',
      sessionId: 's9',
      deviceName: 'd',
      profile,
      seed: 'AA==',
    });
    useBookmarkStore.getState().addBookmark({ tmdbId: '1', type: 'movie', title: 'X' });
    useProgressStore.getState().updateProgress({
      meta: { tmdbId: '1', type: 'movie', title: 'X' },
      progress: { watched: 10, duration: 100 },
    });
    usePreferencesStore.getState().setPreference('febboxKey', 'secret');

    await logoutCurrentAccount();

    expect(backend.calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'DELETE /sessions/s9 Bearer t',
    ]);
    expect(useAuthStore.getState().account).toBeNull();
    expect(useBookmarkStore.getState().bookmarks).toEqual({});
    expect(useProgressStore.getState().items).toEqual({});
    expect(usePreferencesStore.getState().febboxKey).toBeNull();
  });
});
