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
import { useAuthStore, type Account, type AccountProfile } from '../stores/auth.ts';
import { uploadLocalData } from '../sync/local-data-upload.ts';
import { endSession, logOut, logoutCurrentAccount } from './logout.ts';
import { restoreAccount } from './useAuthRestore.ts';
import { getBackendUrl } from '../clients/useBackendUrl.ts';

/** The namespace sent at register; the server accepts any non-empty product string. */
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
    namespace: ACCOUNT_NAMESPACE,
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

export function clientFactoryFor(backendUrl: string): ClientFactory {
  return (token) => createBackendClient(backendUrl, token);
}

export { endSession, logoutCurrentAccount };
export { importLocalData, type LocalData } from '../sync/local-data-upload.ts';

export function useAuth() {
  const account = useAuthStore((s) => s.account);

  const register = useCallback(async (input: RegisterInput) => {
    const backendUrl = getBackendUrl();
    const created = await registerAccount(createBackendClient(backendUrl), input);
    // Before the account is set: setting it starts the restore, which must find this data.
    await uploadLocalData(createBackendClient(backendUrl, created.token), created.userId);
    useAuthStore.getState().setAccount(created);
    return created;
  }, []);

  const login = useCallback(async (input: LoginInput) => {
    const clientFor = clientFactoryFor(getBackendUrl());
    const loggedIn = await loginAccount(clientFor, input);
    // Before the account is set: setting it starts the restore, which must find this data.
    await uploadLocalData(clientFor(loggedIn.token), loggedIn.userId);
    useAuthStore.getState().setAccount(loggedIn);
    return loggedIn;
  }, []);

  const logout = useCallback(() => logOut(), []);

  return { account, loggedIn: account !== null, register, login, logout, restore: restoreAccount };
}
