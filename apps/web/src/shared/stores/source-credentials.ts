import {
  isHttpUrl,
  normalizeSourceCredentials,
  sourceCredentialsStore,
  type ProviderCredentialValues,
  type SourceCredentialsStoreData,
} from '@screenroom/core';
import { JELLYFIN_SOURCE_ID } from '@screenroom/providers';
import { createPersistedStore } from '../storage/persisted-store.ts';

/**
 * What the viewer typed for the providers that declare credentials (the Jellyfin address and
 * key). Saved on this device only and never synced: the backend's settings have no field for it,
 * and a key to the viewer's own server should not leave the device.
 */
export type SourceCredentialsState = SourceCredentialsStoreData & {
  setCredentialValue: (providerId: string, key: string, value: string) => void;
};

export function withCredentialValue(
  credentials: Readonly<Record<string, ProviderCredentialValues>>,
  providerId: string,
  key: string,
  value: string,
): Record<string, ProviderCredentialValues> {
  const values = { ...credentials[providerId], [key]: value };
  if (value === '') delete values[key];
  const next = { ...credentials, [providerId]: values };
  if (Object.keys(values).length === 0) delete next[providerId];
  return next;
}

export const useSourceCredentialsStore = createPersistedStore<SourceCredentialsState>()(
  sourceCredentialsStore,
  (set) => ({
    setCredentialValue: (providerId, key, value) =>
      set((state) => ({
        credentials: withCredentialValue(state.credentials, providerId, key, value),
      })),
  }),
  {
    // A damaged value of one provider is dropped alone; the others are kept.
    merge: (persisted, current) => ({ ...current, ...normalizeSourceCredentials(persisted) }),
  },
);

/** The Jellyfin part of the sources config: both values given and a usable address, else none. */
export function jellyfinSourceConfig(
  credentials: Readonly<
    Record<string, ProviderCredentialValues>
  > = useSourceCredentialsStore.getState().credentials,
): { url: string; apiKey: string } | undefined {
  const values = credentials[JELLYFIN_SOURCE_ID];
  const url = values?.url?.trim() ?? '';
  const apiKey = values?.apiKey?.trim() ?? '';
  if (apiKey === '' || !isHttpUrl(url)) return undefined;
  return { url, apiKey };
}
