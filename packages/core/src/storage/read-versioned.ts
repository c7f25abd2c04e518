import { chain, type MaybePromise } from './maybe-promise.ts';
import type { StorageBackend } from './storage-backend.ts';
import type { MigrationContext, VersionedStoreDefinition } from './versioned-store.ts';

export type ReadStatus = 'empty' | 'current' | 'migrated' | 'imported' | 'fallback';

export interface ReadResult<T> {
  state: T;
  version: number;
  status: ReadStatus;
}

export interface ReadOptions {
  context?: Partial<MigrationContext>;
  logError?: (message: string, cause?: unknown) => void;
}

interface StoredEntry {
  version: number;
  data: unknown;
}

/** The legacy stores marked their version inside the object under this field. */
const LEGACY_VERSION_FIELD = '--version';

export function backupKey(key: string, version: number): string {
  return `${key}-backup-v${version}`;
}

export function corruptBackupKey(key: string): string {
  return `${key}-backup-corrupt`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class CorruptEntryError extends Error {}

/** Accepts today's `{ state, version }` envelope, the legacy `--version` field, or bare data (version 0). */
export function parseStoredEntry(raw: string): StoredEntry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new CorruptEntryError('it is not valid JSON', { cause: error });
  }
  if (!isPlainObject(parsed)) throw new CorruptEntryError('it is not an object');
  if ('state' in parsed && typeof parsed.version === 'number') {
    return { version: parsed.version, data: parsed.state };
  }
  const legacyVersion = parsed[LEGACY_VERSION_FIELD];
  if (legacyVersion !== undefined) {
    if (typeof legacyVersion !== 'number')
      throw new CorruptEntryError('its version is not a number');
    const data = { ...parsed };
    delete data[LEGACY_VERSION_FIELD];
    return { version: legacyVersion, data };
  }
  return { version: 0, data: parsed };
}

function serialize(version: number, state: unknown): string {
  return JSON.stringify({ state, version });
}

export function writeVersioned<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  state: T,
): void {
  backend.setItem(definition.key, serialize(definition.currentVersion, state));
}

function fresh<T>(definition: VersionedStoreDefinition<T>, status: ReadStatus): ReadResult<T> {
  return { state: definition.create(), version: definition.currentVersion, status };
}

function logTo(options: ReadOptions): (message: string, cause?: unknown) => void {
  return options.logError ?? ((message, cause) => console.error(message, cause));
}

/** Keeps what could not be read, so nothing saved is silently destroyed. */
function fallBackFromCorrupt<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  raw: string,
  reason: string,
  options: ReadOptions,
): ReadResult<T> {
  const kept = corruptBackupKey(definition.key);
  backend.setItem(kept, raw);
  logTo(options)(
    `Stored data for ${definition.key} is unreadable (${reason}); using defaults. The old value is kept under ${kept}.`,
  );
  return fresh(definition, 'fallback');
}

function runMigrations<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  entry: StoredEntry,
  context: MigrationContext,
): MaybePromise<unknown> {
  let data: MaybePromise<unknown> = entry.data;
  for (let version = entry.version; version < definition.currentVersion; version += 1) {
    const migrate = definition.versions[version]?.migrate;
    data = chain(data, (current) => {
      backend.setItem(backupKey(definition.key, version), serialize(version, current));
      if (!migrate) throw new Error(`Missing migration on version ${version}`);
      return migrate(current, context);
    });
  }
  return data;
}

function migrateEntry<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  raw: string,
  entry: StoredEntry,
  options: ReadOptions,
): MaybePromise<ReadResult<T>> {
  const context: MigrationContext = { now: Date.now(), ...options.context };
  const needsMigration = entry.version < definition.currentVersion;
  return chain(
    entry,
    (stored) => chain(runMigrations(backend, definition, stored, context), finish),
    (error) => {
      logTo(options)(
        `Migrating ${definition.key} from version ${entry.version} failed; using defaults. Backups are kept under ${backupKey(definition.key, entry.version)} and later versions.`,
        error,
      );
      return fresh(definition, 'fallback');
    },
  );

  function finish(state: unknown): ReadResult<T> {
    if (!definition.isValid(state)) {
      return fallBackFromCorrupt(backend, definition, raw, 'it has the wrong shape', options);
    }
    if (needsMigration) writeVersioned(backend, definition, state as T);
    return {
      state: state as T,
      version: definition.currentVersion,
      status: needsMigration ? 'migrated' : 'current',
    };
  }
}

function legacyImportsKey(legacyKey: string): string {
  return `${legacyKey}-imported-into`;
}

/**
 * Which stores took their part of a legacy entry we migrated. One old entry can feed several
 * stores (the old settings hold both the language and the caption style); without this record
 * the first store's rewrite would make the entry look already imported to the others.
 */
function readLegacyImports(backend: StorageBackend, legacyKey: string): string[] | null {
  const raw = backend.getItem(legacyImportsKey(legacyKey));
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : null;
  } catch {
    return null;
  }
}

function importLegacy<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  options: ReadOptions,
): MaybePromise<ReadResult<T>> {
  const legacy = definition.legacy;
  if (!legacy || backend.getItem(legacy.definition.key) === null) return fresh(definition, 'empty');
  const legacyKey = legacy.definition.key;
  return chain(
    readVersioned(backend, legacy.definition, options),
    (result): ReadResult<T> => {
      const imports =
        result.status === 'migrated'
          ? []
          : result.status === 'current'
            ? readLegacyImports(backend, legacyKey)
            : null;
      // An entry already at its last version with no record of ours was imported by the old
      // front end; one this store already took from was imported before. Importing again would
      // bring back data the viewer has since deleted.
      if (imports === null || imports.includes(definition.key)) return fresh(definition, 'empty');
      const state = legacy.select(result.state);
      writeVersioned(backend, definition, state);
      backend.setItem(legacyImportsKey(legacyKey), JSON.stringify([...imports, definition.key]));
      return { state, version: definition.currentVersion, status: 'imported' };
    },
    (error) => {
      logTo(options)(`Importing old data into ${definition.key} failed; using defaults.`, error);
      return fresh(definition, 'fallback');
    },
  );
}

/**
 * Reads a store, running each newer version's migration in order. Synchronous
 * unless a migration is asynchronous (old-id lookups need the network).
 */
export function readVersioned<T>(
  backend: StorageBackend,
  definition: VersionedStoreDefinition<T>,
  options: ReadOptions = {},
): MaybePromise<ReadResult<T>> {
  const raw = backend.getItem(definition.key);
  if (raw === null) return importLegacy(backend, definition, options);
  let entry: StoredEntry;
  try {
    entry = parseStoredEntry(raw);
  } catch (error) {
    const reason = error instanceof CorruptEntryError ? error.message : 'it could not be parsed';
    return fallBackFromCorrupt(backend, definition, raw, reason, options);
  }
  if (!Number.isInteger(entry.version) || entry.version < 0) {
    return fallBackFromCorrupt(backend, definition, raw, 'its version is invalid', options);
  }
  if (entry.version > definition.currentVersion) {
    return fallBackFromCorrupt(
      backend,
      definition,
      raw,
      `its version ${entry.version} is newer than this app knows`,
      options,
    );
  }
  return migrateEntry(backend, definition, raw, entry, options);
}
