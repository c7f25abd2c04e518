import { base64ToBytes, bytesToBase64Url, keyPairFromSeed, signChallenge } from '@screenroom/core';
import {
  BackendError,
  type BackendClient,
  type BackendSettings,
} from '../../shared/clients/backend.ts';
import {
  ACCOUNT_NAMESPACE,
  importLocalData,
  type LocalData,
} from '../../shared/account/useAuth.ts';
import type { Account } from '../../shared/stores/auth.ts';

export type MigrationClientFactory = (token?: string) => BackendClient;

export class CaptchaRequiredError extends Error {
  constructor() {
    super('The target server asks for a human check');
    this.name = 'CaptchaRequiredError';
  }
}

/**
 * Signs in to the other server with the keys this account already has, so the same passphrase
 * works there; when that server does not know the key yet, the account is registered on it.
 */
export async function signInElsewhere(
  clientFor: MigrationClientFactory,
  account: Account,
): Promise<{ token: string; userId: string }> {
  const keys = keyPairFromSeed(base64ToBytes(account.seed));
  const publicKey = bytesToBase64Url(keys.publicKey);
  const anonymous = clientFor();
  const sign = (code: string) => ({ code, signature: signChallenge(code, keys.privateKey) });
  try {
    const { challenge } = await anonymous.loginStart(publicKey);
    const answer = await anonymous.loginComplete({
      publicKey,
      challenge: sign(challenge),
      namespace: ACCOUNT_NAMESPACE,
      device: account.deviceName,
    });
    return { token: answer.token, userId: answer.session.userId };
  } catch (error) {
    // Login start answers 401 when no user has that key.
    if (!(error instanceof BackendError) || error.status !== 401) throw error;
  }
  const meta = await anonymous.getMeta();
  if (meta.hasCaptcha) throw new CaptchaRequiredError();
  const { challenge } = await anonymous.registerStart();
  const answer = await anonymous.registerComplete({
    publicKey,
    challenge: sign(challenge),
    namespace: ACCOUNT_NAMESPACE,
    device: account.deviceName,
    profile: account.profile,
  });
  return { token: answer.token, userId: answer.user.id };
}

/** The account, its bookmarks, progress and settings, moved to another server. */
export async function migrateDirect(
  clientFor: MigrationClientFactory,
  account: Account,
  data: LocalData,
  settings: BackendSettings,
): Promise<void> {
  const { token, userId } = await signInElsewhere(clientFor, account);
  const client = clientFor(token);
  await importLocalData(client, userId, data);
  await client.updateSettings(userId, settings);
}

/** A URL the user typed: trimmed, and only http(s). */
export function normaliseBackendUrl(input: string): string | null {
  const trimmed = input.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
