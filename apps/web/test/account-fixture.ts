import { bytesToBase64, encryptData, seedFromMnemonic } from '@screenroom/core';
import { useAuthStore, type Account } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { createFakeBackend } from './account-fake-backend.ts';

/** The seed the test account's device names are encrypted with. */
export const accountSeed = seedFromMnemonic(
  'test test test test test test test test test test test junk',
);

/** Session s1 of user u1, on a device named "Laptop". */
export function signedInAccount(token: string): Account {
  return {
    token,
    userId: 'u1',
    sessionId: 's1',
    deviceName: encryptData('Laptop', accountSeed),
    profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'cat' },
    seed: bytesToBase64(accountSeed),
  };
}

/** A new fake server on the network, and no account or local data left from an earlier test. */
export function withFreshFakeBackend(): ReturnType<typeof createFakeBackend> {
  const backend = createFakeBackend();
  localStorage.clear();
  useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  return backend;
}
