import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

/** One provider's values, by the field keys it declares (`url`, `apiKey`, …). */
export type ProviderCredentialValues = Record<string, string>;

/**
 * The credentials the viewer gave the providers that declare them, by provider id. Kept on this
 * device only: the synced settings have no field for them, and a key to the viewer's own server
 * should not travel through ours.
 */
export interface SourceCredentialsStoreData {
  credentials: Record<string, ProviderCredentialValues>;
}

export function createSourceCredentials(): SourceCredentialsStoreData {
  return { credentials: {} };
}

/**
 * Keeps every provider's string values and drops only what is not one, so a damaged entry for
 * one provider never costs the viewer another provider's credentials.
 */
export function normalizeSourceCredentials(data: unknown): SourceCredentialsStoreData {
  const credentials: Record<string, ProviderCredentialValues> = {};
  const stored = isRecord(data) && isRecord(data.credentials) ? data.credentials : {};
  for (const [providerId, values] of Object.entries(stored)) {
    if (!isRecord(values)) continue;
    const kept = Object.fromEntries(
      Object.entries(values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    if (Object.keys(kept).length > 0) credentials[providerId] = kept;
  }
  return { credentials };
}

export const sourceCredentialsStore = defineVersionedStore<SourceCredentialsStoreData>({
  key: '__screenroom::source-credentials',
  versions: [{ version: 0, create: createSourceCredentials }],
  isValid: (state) => isRecord(state) && isRecord(state.credentials),
});
