import {
  bytesToBase64,
  bytesToBase64Url,
  encryptData,
  keyPairFromSeed,
  seedFromMnemonic,
  signChallenge,
} from '@screenroom/core';
import { useCallback } from 'react';
import { createBackendClient, type BackendClient } from '../clients/backend.ts';
import { bookmarksToImport, progressToImport } from '../clients/backend-mapping.ts';
import { useAuthStore, type Account, type AccountProfile } from '../stores/auth.ts';
import { useBookmarkStore } from '../stores/bookmarks.ts';
import { useProgressStore } from '../stores/progress.ts';
import { endSession, logoutCurrentAccount } from './logout.ts';
import { restoreAccount } from './useAuthRestore.ts';
import { getBackendUrl } from './useBackendUrl.ts';

/** Sent at register; the server accepts any non-empty product string (backend-api.md). */
export const ACCOUNT_NAMESPACE = 'screenroom';

export interface RegisterInput {
  mnemonic: string;
  deviceName: string;
  profile: AccountProfile;
  captchaToken?: string;
}

export interface LoginInput {
  mnemonic: string;
  deviceName: string;
}

/** Makes a client for the backend, optionally bearing a token. */
export type ClientFactory = (token?: string) => BackendClient;

function keysOf(mnemonic: string) {
  const seed = seedFromMnemonic(mnemonic.trim());
  const keys = keyPairFromSeed(seed);
  return { seed, privateKey: keys.privateKey, publicKey: bytesToBase64Url(keys.publicKey) };
}

/** Register start, sign the challenge, register complete. Only the public key leaves the browser. */
export async function registerAccount(
  client: BackendClient,
  input: RegisterInput,
): Promise<Account> {
  const { seed, privateKey, publicKey } = keysOf(input.mnemonic);
  const { challenge } = await client.registerStart(input.captchaToken);
  const device = encryptData(input.deviceName, seed);
  const answer = await client.registerComplete({
    publicKey,
    challenge: { code: challenge, signature: signChallenge(challenge, privateKey) },
    namespace: ACCOUNT_NAMESPACE,
    device,
    profile: input.profile,
  });
  return {
    token: answer.token,
    userId: answer.user.id,
    sessionId: answer.session.id,
    deviceName: device,
    profile: answer.user.profile,
    seed: bytesToBase64(seed),
  };
}

/** Login start, sign, login complete; then the profile comes from GET /users/@me. */
export async function loginAccount(clientFor: ClientFactory, input: LoginInput): Promise<Account> {
  const { seed, privateKey, publicKey } = keysOf(input.mnemonic);
  const anonymous = clientFor();
  const { challenge } = await anonymous.loginStart(publicKey);
  const device = encryptData(input.deviceName, seed);
  const answer = await anonymous.loginComplete({
    publicKey,
    challenge: { code: challenge, signature: signChallenge(challenge, privateKey) },
    device,
  });
  const { user } = await clientFor(answer.token).getMe();
  return {
    token: answer.token,
    userId: user.id,
    sessionId: answer.session.id,
    deviceName: device,
    profile: user.profile,
    seed: bytesToBase64(seed),
  };
}

export interface LocalData {
  bookmarks: Parameters<typeof bookmarksToImport>[0];
  progress: Parameters<typeof progressToImport>[0];
}

/** Document 001 §4 import guard: nothing is sent when both lists are empty. Returns whether it sent. */
export async function importLocalData(
  client: BackendClient,
  userId: string,
  data: LocalData,
): Promise<boolean> {
  const bookmarks = bookmarksToImport(data.bookmarks);
  const progress = progressToImport(data.progress);
  if (bookmarks.length === 0 && progress.length === 0) return false;
  if (bookmarks.length > 0) await client.importBookmarks(userId, bookmarks);
  if (progress.length > 0) await client.importProgress(userId, progress);
  return true;
}

export function clientFactoryFor(backendUrl: string): ClientFactory {
  return (token) => createBackendClient(backendUrl, token);
}

export { endSession, logoutCurrentAccount };

export function useAuth() {
  const account = useAuthStore((s) => s.account);

  const register = useCallback(async (input: RegisterInput) => {
    const backendUrl = getBackendUrl();
    const created = await registerAccount(createBackendClient(backendUrl), input);
    useAuthStore.getState().setAccount(created);
    const client = createBackendClient(backendUrl, created.token);
    try {
      await importLocalData(client, created.userId, {
        bookmarks: useBookmarkStore.getState().bookmarks,
        progress: useProgressStore.getState().items,
      });
    } catch (error) {
      // The account exists either way; the queued sync will carry later changes.
      console.error('Importing local data failed', error);
    }
    return created;
  }, []);

  const login = useCallback(async (input: LoginInput) => {
    const loggedIn = await loginAccount(clientFactoryFor(getBackendUrl()), input);
    useAuthStore.getState().setAccount(loggedIn);
    return loggedIn;
  }, []);

  const logout = useCallback(() => logoutCurrentAccount(), []);

  return { account, loggedIn: account !== null, register, login, logout, restore: restoreAccount };
}
