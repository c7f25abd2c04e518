// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';
import { sameShapeVersions } from './same-shape-versions.ts';

/**
 * Where sources run: `auto` is the extension when it is active, else this browser (other hosts
 * through the viewer's proxy workers or our server's proxy); `browser` never uses the extension;
 * `server` runs them on our server.
 */
export const SCRAPE_LOCATIONS = ['auto', 'browser', 'server'] as const;
export type ScrapeLocation = (typeof SCRAPE_LOCATIONS)[number];

/**
 * A preference the account's settings carry: `wire` is how the settings API checks a value it
 * sets (null, which clears the field, is always taken).
 */
interface SyncedPreference<S extends z.ZodMiniType, W extends z.ZodMiniType> {
  schema: S;
  default: z.output<S>;
  sync: { wire: W };
}

/** A preference that stays on this device, with the reason it never syncs. */
interface DeviceOnlyPreference<S extends z.ZodMiniType> {
  schema: S;
  default: z.output<S>;
  sync: 'device';
  why: string;
}

function synced<S extends z.ZodMiniType, W extends z.ZodMiniType = S>(
  schema: S,
  fallback: z.output<S>,
  wire?: W,
): SyncedPreference<S, W> {
  return { schema, default: fallback, sync: { wire: (wire ?? schema) as W } };
}

function deviceOnly<S extends z.ZodMiniType>(
  schema: S,
  fallback: z.output<S>,
  why: string,
): DeviceOnlyPreference<S> {
  return { schema, default: fallback, sync: 'device', why };
}

/**
 * Every viewer preference, once: its check, its default, and whether the account's settings carry
 * it. The preferences store, the settings a device sends (the web's settings snapshot) and the
 * settings API's patch schema are all read from this table, so a preference added here syncs, or
 * deliberately does not, with nothing else to list. The order is the stored record's and the
 * settings API's field order.
 */
export const preferenceDefinitions = {
  enableThumbnails: synced(z.boolean(), false),
  enableAutoplay: synced(z.boolean(), true),
  enableSkipCredits: synced(z.boolean(), true),
  enableDiscover: synced(z.boolean(), true),
  enableFeatured: synced(z.boolean(), false),
  enableDetailsModal: synced(z.boolean(), false),
  enableImageLogos: synced(z.boolean(), true),
  enableCarouselView: synced(z.boolean(), false),
  forceCompactEpisodeView: deviceOnly(
    z.boolean(),
    false,
    'the movie-web settings API has no field for it, and it suits one screen size',
  ),
  sourceOrder: synced(
    z.array(z.string()),
    [] as string[],
    z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(100)),
  ),
  enableSourceOrder: synced(z.boolean(), false),
  proxyTmdb: synced(z.boolean(), false),
  febboxKey: synced(z.nullable(z.string()), null, z.string().check(z.maxLength(1000))),
  realDebridKey: deviceOnly(
    z.nullable(z.string()),
    null,
    'the movie-web settings API has no field for it, so it stays with the browser it was typed in',
  ),
  enableLowPerformanceMode: synced(z.boolean(), false),
  scrapeLocation: deviceOnly(
    z.enum(SCRAPE_LOCATIONS),
    'auto',
    'the extension it may use is installed per browser',
  ),
  /**
   * The "Plays here" filter of discover and search: null until the viewer turns it on or off, and
   * then it starts on when fewer than a quarter of the catalog plays here.
   */
  playsHereFilter: deviceOnly(
    z.nullable(z.boolean()),
    null,
    'what plays depends on the sources this device reaches',
  ),
};

type Definitions = typeof preferenceDefinitions;
export type PreferenceKey = keyof Definitions;

/** The viewer's preferences as the store keeps them. */
export type PreferencesStoreData = { [K in PreferenceKey]: z.output<Definitions[K]['schema']> };

/** The preferences the account's settings carry. */
export type SyncedPreferenceKey = {
  [K in PreferenceKey]: Definitions[K]['sync'] extends 'device' ? never : K;
}[PreferenceKey];

export const preferenceKeys = Object.keys(preferenceDefinitions) as PreferenceKey[];

export const syncedPreferenceKeys = preferenceKeys.filter(
  (key) => preferenceDefinitions[key].sync !== 'device',
) as SyncedPreferenceKey[];

type WireOf<K extends SyncedPreferenceKey> = Definitions[K]['sync'] extends {
  wire: infer W extends z.ZodMiniType;
}
  ? W
  : never;

/**
 * The synced preferences as the settings API takes them: null clears a field, a field left out
 * stays as it was.
 */
export const syncedPreferencesPatchShape = Object.fromEntries(
  syncedPreferenceKeys.map((key) => {
    const { sync } = preferenceDefinitions[key] as SyncedPreference<z.ZodMiniType, z.ZodMiniType>;
    return [key, z.optional(z.nullable(sync.wire))];
  }),
) as { [K in SyncedPreferenceKey]: z.ZodMiniOptional<z.ZodMiniNullable<WireOf<K>>> };

/** One preference's value when it passes its check, else nothing. */
export function preferenceValue<K extends PreferenceKey>(
  key: K,
  value: unknown,
): PreferencesStoreData[K] | undefined {
  const parsed = preferenceDefinitions[key].schema.safeParse(value);
  return parsed.success ? (parsed.data as PreferencesStoreData[K]) : undefined;
}

export function createPreferences(): PreferencesStoreData {
  const preferences: Record<string, unknown> = {};
  for (const key of preferenceKeys) {
    const fallback = preferenceDefinitions[key].default;
    preferences[key] = Array.isArray(fallback) ? [...(fallback as unknown[])] : fallback;
  }
  return preferences as PreferencesStoreData;
}

/** The stored record as the newest version writes it. */
const preferencesRecordSchema = z.object(
  Object.fromEntries(preferenceKeys.map((key) => [key, preferenceDefinitions[key].schema])),
);

/**
 * Each field that passes its check is kept, any other falls back to its default, so a partly
 * written record keeps what it can. Version 2 added `scrapeLocation`, version 3
 * `playsHereFilter`; neither changed the shape of the others.
 */
function normalizePreferences(data: unknown): PreferencesStoreData {
  const preferences = createPreferences() as Record<PreferenceKey, unknown>;
  if (!isRecord(data)) return preferences as PreferencesStoreData;
  for (const key of preferenceKeys) {
    const value = preferenceValue(key, data[key]);
    if (value !== undefined) preferences[key] = value;
  }
  return preferences as PreferencesStoreData;
}

export const preferencesStore = defineVersionedStore<PreferencesStoreData>({
  key: '__MW::preferences',
  versions: sameShapeVersions(3, normalizePreferences, createPreferences),
  // A field may be missing (the store fills it from the defaults, as for a record an older build
  // of this version wrote); a field that is there must pass its check.
  isValid: (state) => z.partial(preferencesRecordSchema).safeParse(state).success,
});
