import {
  readVersioned,
  writeVersioned,
  type LegacyIdLookup,
  type ReadResult,
  type StorageBackend,
  type VersionedStoreDefinition,
} from '@screenroom/core';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export interface VersionedPersistOptions {
  backend?: StorageBackend;
  lookupLegacyId?: LegacyIdLookup;
}

function toStorageValue<T>(result: ReadResult<T>): StorageValue<T> | null {
  // Nothing usable was stored: the store keeps its own initial state (which may depend on the
  // browser, like the language) instead of our generic defaults.
  if (result.status === 'empty' || result.status === 'fallback') return null;
  return { state: result.state, version: result.version };
}

/**
 * Bridges a versioned store definition to zustand's `persist` storage: migrations run on the
 * first read. Set the store's `version` option to `definition.currentVersion`.
 */
export function versionedPersistStorage<T>(
  definition: VersionedStoreDefinition<T>,
  options: VersionedPersistOptions = {},
): PersistStorage<T> {
  const backend = () => options.backend ?? window.localStorage;
  return {
    getItem: () => {
      const context = options.lookupLegacyId ? { lookupLegacyId: options.lookupLegacyId } : {};
      const result = readVersioned(backend(), definition, { context });
      return result instanceof Promise ? result.then(toStorageValue) : toStorageValue(result);
    },
    setItem: (_name, value) => writeVersioned(backend(), definition, value.state),
    removeItem: () => backend().removeItem(definition.key),
  };
}
