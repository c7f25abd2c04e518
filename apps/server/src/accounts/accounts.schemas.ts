import { z } from 'zod';

/** Request bodies of backend-api.md; names and limits follow the existing backend. */
export const profileSchema = z.object({
  colorA: z.string().min(1).max(100),
  colorB: z.string().min(1).max(100),
  icon: z.string().min(1).max(100),
});

const challengeSchema = z.object({
  code: z.string().min(1).max(200),
  signature: z.string().min(1).max(200),
});

const publicKeySchema = z.string().min(1).max(200);
const deviceSchema = z.string().min(1).max(500);

export const registerStartSchema = z.object({ captchaToken: z.string().optional() }).optional();

export const registerCompleteSchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeSchema,
  namespace: z.string().min(1).max(100),
  device: deviceSchema,
  profile: profileSchema,
});

export const loginStartSchema = z.object({ publicKey: publicKeySchema });

export const loginCompleteSchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeSchema,
  device: deviceSchema,
});

export const userPatchSchema = z.object({
  profile: profileSchema.optional(),
  name: z.string().min(1).max(100).optional(),
});

export const sessionPatchSchema = z.object({ deviceName: deviceSchema.optional() });

export const userIdParams = z.object({ userId: z.string().min(1) });
export const sessionIdParams = z.object({ sessionId: z.string().min(1) });
export const titleParams = z.object({ userId: z.string().min(1), tmdbId: z.string().min(1) });

/** The existing client sends ids as strings; numbers are accepted and kept as text. */
const idSchema = z.union([z.string().min(1).max(100), z.number().int()]).transform(String);

export const mediaMetaSchema = z.object({
  title: z.string().max(1000),
  year: z.number().int(),
  poster: z.string().max(2000).optional(),
  type: z.enum(['show', 'movie']),
});
export type MediaMeta = z.infer<typeof mediaMetaSchema>;

export const bookmarkInputSchema = z.object({ tmdbId: idSchema, meta: mediaMetaSchema });
export const bookmarkBodySchema = z.object({ tmdbId: idSchema.optional(), meta: mediaMetaSchema });
export const bookmarkImportSchema = z.array(bookmarkInputSchema).max(5000);

const seconds = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const optionalId = idSchema.nullish().transform((v) => v ?? undefined);
const optionalNumber = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? undefined);

export const progressInputSchema = z.object({
  tmdbId: idSchema,
  meta: mediaMetaSchema,
  duration: seconds.pipe(z.number().min(0)).transform(Math.round),
  watched: seconds.pipe(z.number().min(0)).transform(Math.round),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  seasonId: optionalId,
  episodeId: optionalId,
  seasonNumber: optionalNumber,
  episodeNumber: optionalNumber,
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const progressImportSchema = z.array(progressInputSchema).max(10000);

const progressSelectionSchema = z.object({ seasonId: optionalId, episodeId: optionalId });

/** The existing client may send no body at all to delete a whole title. */
export const progressDeleteSchema = progressSelectionSchema
  .nullish()
  .transform((v) => v ?? { seasonId: undefined, episodeId: undefined });

const nullableString = z.string().max(1000).nullable();
const stringList = z.array(z.string().max(2000)).max(100).nullable();

/** The synced setting fields; null clears a field, a field left out stays as it was. */
export const settingsSchema = z.object({
  applicationLanguage: nullableString.optional(),
  defaultSubtitleLanguage: nullableString.optional(),
  applicationTheme: nullableString.optional(),
  proxyUrls: stringList.optional(),
  enableThumbnails: z.boolean().nullable().optional(),
  enableAutoplay: z.boolean().nullable().optional(),
  enableSkipCredits: z.boolean().nullable().optional(),
  enableDiscover: z.boolean().nullable().optional(),
  enableFeatured: z.boolean().nullable().optional(),
  enableDetailsModal: z.boolean().nullable().optional(),
  enableImageLogos: z.boolean().nullable().optional(),
  enableCarouselView: z.boolean().nullable().optional(),
  sourceOrder: stringList.optional(),
  enableSourceOrder: z.boolean().nullable().optional(),
  proxyTmdb: z.boolean().nullable().optional(),
  febboxKey: nullableString.optional(),
  enableLowPerformanceMode: z.boolean().nullable().optional(),
});
export type SettingsInput = z.infer<typeof settingsSchema>;
