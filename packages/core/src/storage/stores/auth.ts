import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

/** The profile avatar, a two-colour gradient plus an icon name. */
export interface AccountProfile {
  colorA: string;
  colorB: string;
  icon: string;
}

/** The account as kept in this browser. The seed never leaves it. */
export interface LocalAccount {
  token: string;
  userId: string;
  sessionId: string;
  /** Encrypted with the seed, exactly as sent to the server. */
  deviceName: string;
  profile: AccountProfile;
  /** Base64 of the 32-byte seed. */
  seed: string;
}

export interface AuthStoreData {
  account: LocalAccount | null;
  backendUrl: string | null;
  proxySet: string[] | null;
}

function createAuth(): AuthStoreData {
  return { account: null, backendUrl: null, proxySet: null };
}

function isAccount(value: unknown): value is LocalAccount {
  return (
    isRecord(value) &&
    ['token', 'userId', 'sessionId', 'deviceName', 'seed'].every(
      (field) => typeof value[field] === 'string',
    ) &&
    isRecord(value.profile)
  );
}

function normalizeAuth(data: unknown): AuthStoreData {
  if (!isRecord(data)) return createAuth();
  return {
    account: isAccount(data.account) ? data.account : null,
    backendUrl: typeof data.backendUrl === 'string' ? data.backendUrl : null,
    proxySet: Array.isArray(data.proxySet)
      ? data.proxySet.filter((entry): entry is string => typeof entry === 'string')
      : null,
  };
}

export const authStore = defineVersionedStore<AuthStoreData>({
  key: '__MW::auth',
  versions: sameShapeVersions(2, normalizeAuth, createAuth),
  isValid: (state) => isRecord(state) && (state.account === null || isAccount(state.account)),
});
