import { z } from 'zod';
import { defineVersionedStore } from '../versioned-store.ts';

/**
 * Settings changed on this device that the server has not accepted yet, with their values, and
 * the session they were made in. The web app names the fields of `settings`.
 */
const pendingSettingsSchema = z.object({
  sessionId: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  /** Wrapped, since null is a language choice (none). */
  subtitleLanguage: z.object({ value: z.string().nullable() }).nullable(),
});
export type PendingSettingsStoreData = z.infer<typeof pendingSettingsSchema>;

export const pendingSettingsStore = defineVersionedStore<PendingSettingsStoreData>({
  key: '__screenroom::pending-settings',
  versions: [
    { version: 0, create: () => ({ sessionId: null, settings: {}, subtitleLanguage: null }) },
  ],
  isValid: (state) => pendingSettingsSchema.safeParse(state).success,
});
