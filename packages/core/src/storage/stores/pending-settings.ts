// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineVersionedStore } from '../versioned-store.ts';

/**
 * Settings changed on this device that the server has not accepted yet, with their values, and
 * the session they were made in. The web app names the fields of `settings`.
 */
const pendingSettingsSchema = z.object({
  sessionId: z.nullable(z.string()),
  settings: z.record(z.string(), z.unknown()),
  /** Wrapped, since null is a language choice (none). */
  subtitleLanguage: z.nullable(z.object({ value: z.nullable(z.string()) })),
});
export type PendingSettingsStoreData = z.infer<typeof pendingSettingsSchema>;

export const pendingSettingsStore = defineVersionedStore<PendingSettingsStoreData>({
  key: '__screenroom::pending-settings',
  versions: [
    { version: 0, create: () => ({ sessionId: null, settings: {}, subtitleLanguage: null }) },
  ],
  isValid: (state) => pendingSettingsSchema.safeParse(state).success,
});
