import type { LegacyIdLookup } from './legacy-id.ts';
import type { MaybePromise } from './maybe-promise.ts';

export interface MigrationContext {
  /** Milliseconds since the epoch, for timestamps old formats never had. */
  now: number;
  /** Absent when no lookup service is configured: old ids are then kept as they are. */
  lookupLegacyId?: LegacyIdLookup;
}

/** `migrate` on version n turns data of version n into data of version n + 1. */
export interface VersionStep<T> {
  version: number;
  migrate?: (data: unknown, context: MigrationContext) => MaybePromise<unknown>;
  create?: () => T;
}

/** Where data of this store lived before it had its own key (the old front end's formats). */
export interface LegacySource<T> {
  definition: VersionedStoreDefinition<unknown>;
  select: (legacy: unknown) => T;
}

/** The legacy definition's isValid has checked the data before select sees it. */
export function legacySource<T, L>(
  definition: VersionedStoreDefinition<L>,
  select: (legacy: L) => T,
): LegacySource<T> {
  return { definition, select: (legacy) => select(legacy as L) };
}

export interface VersionedStoreInput<T> {
  key: string;
  versions: readonly VersionStep<T>[];
  /** True when the data has the newest version's shape; anything else is treated as corrupt. */
  isValid?: (state: unknown) => boolean;
  legacy?: LegacySource<T>;
}

export interface VersionedStoreDefinition<T> {
  key: string;
  currentVersion: number;
  /** Indexed by version. */
  versions: readonly VersionStep<T>[];
  create: () => T;
  isValid: (state: unknown) => boolean;
  legacy?: LegacySource<T>;
}

export class StorageDefinitionError extends Error {
  override name = 'StorageDefinitionError';
}

function checkVersions<T>(key: string, steps: readonly VersionStep<T>[]): VersionStep<T>[] {
  if (steps.some((step) => step.version < 0)) {
    throw new StorageDefinitionError(`Cannot add version below 0 in store ${key}`);
  }
  const sorted = [...steps].sort((a, b) => a.version - b.version);
  sorted.forEach((step, index) => {
    const previous = sorted[index - 1];
    if (previous && step.version !== previous.version + 1) {
      throw new StorageDefinitionError(`Version list of store ${key} is not incremental`);
    }
  });
  if (sorted[0]?.version !== 0) {
    throw new StorageDefinitionError(`Version 0 doesn't exist in version list of store ${key}`);
  }
  return sorted;
}

/** Checks a store definition once, at start, and names what is wrong with it. */
export function defineVersionedStore<T>(
  input: VersionedStoreInput<T>,
): VersionedStoreDefinition<T> {
  if (!input.key) throw new StorageDefinitionError('storage key not set in store');
  const versions = checkVersions(input.key, input.versions);
  const latest = versions[versions.length - 1] as VersionStep<T>;
  for (const step of versions.slice(0, -1)) {
    if (!step.migrate) {
      throw new StorageDefinitionError(
        `Missing migration on version ${step.version} (needed for every version but the latest) in store ${input.key}`,
      );
    }
  }
  const create = latest.create;
  if (!create) {
    throw new StorageDefinitionError(
      `Missing create function on version ${latest.version} (needed for latest version of store ${input.key})`,
    );
  }
  return {
    key: input.key,
    currentVersion: latest.version,
    versions,
    create,
    isValid: input.isValid ?? (() => true),
    ...(input.legacy ? { legacy: input.legacy } : {}),
  };
}
