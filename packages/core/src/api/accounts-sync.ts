// zod/mini, whose schemas carry no methods: the web app's first paint reads this module (its sync
// client), and mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { userIdParamsSchema } from './accounts.ts';
import { defineRoutes } from './route-table.ts';
import { syncedPreferencesPatchShape } from '../storage/stores/preferences.ts';

/**
 * What an account keeps in sync (bookmarks, watch progress, settings) under `/users/{userId}/...`,
 * as our server checks it and the web app sends and reads it. Request schemas accept what the
 * existing movie-web clients send; the `Parsed…` types are what the server works with after
 * parsing, the plain input types what a client may send.
 */

export const titleParamsSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  tmdbId: z.string().check(z.minLength(1)),
});

/** The existing client sends ids as strings; numbers are accepted and kept as text. */
const idSchema = z.pipe(
  z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.number().check(z.int())]),
  z.transform(String),
);

/** What the lists show of a title without asking the catalog. */
export const mediaMetaSchema = z.object({
  title: z.string().check(z.maxLength(1000)),
  year: z.number().check(z.int()),
  poster: z.optional(z.string().check(z.maxLength(2000))),
  type: z.enum(['show', 'movie']),
});
export type MediaMeta = z.infer<typeof mediaMetaSchema>;

/** One bookmark to save: `PUT /users/{userId}/bookmarks` takes a list of them. */
export const bookmarkInputSchema = z.object({ tmdbId: idSchema, meta: mediaMetaSchema });
export type BookmarkInput = z.input<typeof bookmarkInputSchema>;
export type ParsedBookmarkInput = z.output<typeof bookmarkInputSchema>;

/** `POST /users/{userId}/bookmarks/{tmdbId}`: the path names the title, the body may repeat it. */
export const bookmarkBodySchema = z.object({ tmdbId: z.optional(idSchema), meta: mediaMetaSchema });

/** `PUT /users/{userId}/bookmarks`: upserts each; a title listed twice keeps its last entry. */
export const bookmarkImportSchema = z.array(bookmarkInputSchema).check(z.maxLength(5000));

/** A saved bookmark. */
export const syncedBookmarkSchema = z.object({
  tmdbId: z.string(),
  meta: mediaMetaSchema,
  updatedAt: z.string(),
});
export type SyncedBookmark = z.infer<typeof syncedBookmarkSchema>;

/** `DELETE /users/{userId}/bookmarks/{tmdbId}`. */
export const bookmarkDeletedSchema = z.object({ tmdbId: z.string() });
export type BookmarkDeleted = z.infer<typeof bookmarkDeletedSchema>;

/** Seconds as a number or as decimal text (the existing server stores 64-bit integers). */
const seconds = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^\d+(\.\d+)?$/)), z.transform(Number)),
]);
const optionalId = z.pipe(
  z.nullish(idSchema),
  z.transform((v) => v ?? undefined),
);
const optionalNumber = z.pipe(
  z.nullish(z.number().check(z.int())),
  z.transform((v) => v ?? undefined),
);
/** Whole seconds, not negative. */
const wholeSeconds = z.pipe(z.pipe(seconds, z.number().check(z.gte(0))), z.transform(Math.round));

/**
 * `PUT /users/{userId}/progress/{tmdbId}` (the path's id wins over the body's) and each item of
 * `PUT /users/{userId}/progress/import`. Duration and watched are rounded to whole seconds; a
 * movie has no season or episode.
 */
export const progressInputSchema = z.object({
  tmdbId: idSchema,
  meta: mediaMetaSchema,
  duration: wholeSeconds,
  watched: wholeSeconds,
  updatedAt: z.optional(z.iso.datetime({ offset: true })),
  seasonId: optionalId,
  episodeId: optionalId,
  seasonNumber: optionalNumber,
  episodeNumber: optionalNumber,
});
export type ProgressInput = z.input<typeof progressInputSchema>;
export type ParsedProgressInput = z.output<typeof progressInputSchema>;

/** The import keeps, per (title, season id, episode id), whichever was watched further. */
export const progressImportSchema = z.array(progressInputSchema).check(z.maxLength(10000));

const progressSelectionSchema = z.object({ seasonId: optionalId, episodeId: optionalId });

/**
 * `DELETE /users/{userId}/progress/{tmdbId}`: with ids it deletes the matching items, without
 * them the whole title. The existing client may send no body at all.
 */
export const progressDeleteBodySchema = z.pipe(
  z.nullish(progressSelectionSchema),
  z.transform((v) => v ?? { seasonId: undefined, episodeId: undefined }),
);
export type ProgressDeleteBody = z.input<typeof progressDeleteBodySchema>;

/** The answer of a progress delete: how many items went. */
export const progressDeletedSchema = z.object({
  count: z.number(),
  tmdbId: z.string(),
  seasonId: z.optional(z.string()),
  episodeId: z.optional(z.string()),
});
export type ProgressDeleted = z.infer<typeof progressDeletedSchema>;

/** A saved progress item; our server sends duration and watched as whole seconds. */
export const syncedProgressItemSchema = z.object({
  id: z.string(),
  tmdbId: z.string(),
  season: z.object({ id: z.optional(z.string()), number: z.optional(z.number()) }),
  episode: z.object({ id: z.optional(z.string()), number: z.optional(z.number()) }),
  meta: mediaMetaSchema,
  duration: z.number(),
  watched: z.number(),
  updatedAt: z.string(),
});
export type SyncedProgressItem = z.infer<typeof syncedProgressItemSchema>;

const nullableString = z.nullable(z.string().check(z.maxLength(1000)));
const stringList = z.nullable(z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(100)));

/**
 * `PUT /users/{userId}/settings`: the synced setting fields (the account's own, then the synced
 * preferences); null clears a field, a field left out stays as it was.
 */
export const settingsPatchSchema = z.object({
  applicationLanguage: z.optional(nullableString),
  defaultSubtitleLanguage: z.optional(nullableString),
  applicationTheme: z.optional(nullableString),
  proxyUrls: z.optional(stringList),
  // The synced preferences, from their one definition beside the preferences store.
  ...syncedPreferencesPatchShape,
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** The stored settings with the user's id; a field never set is left out. */
export const syncedSettingsSchema = z.extend(settingsPatchSchema, { id: z.string() });
export type SyncedSettings = z.infer<typeof syncedSettingsSchema>;

/** Bookmarks, progress and settings under `/users/:userId`, for the token's own user only. */
export const syncRoutes = defineRoutes({
  bookmarks: {
    method: 'GET',
    path: '/users/:userId/bookmarks',
    summary: 'The bookmarks',
    auth: 'user',
    params: userIdParamsSchema,
    answer: z.array(syncedBookmarkSchema),
  },
  importBookmarks: {
    method: 'PUT',
    path: '/users/:userId/bookmarks',
    summary: 'Saves each bookmark of the list',
    auth: 'user',
    params: userIdParamsSchema,
    body: bookmarkImportSchema,
    answer: z.array(syncedBookmarkSchema),
  },
  saveBookmark: {
    method: 'POST',
    path: '/users/:userId/bookmarks/:tmdbId',
    summary: 'Saves one bookmark',
    auth: 'user',
    params: titleParamsSchema,
    body: bookmarkBodySchema,
    answer: syncedBookmarkSchema,
  },
  deleteBookmark: {
    method: 'DELETE',
    path: '/users/:userId/bookmarks/:tmdbId',
    summary: 'Deletes one bookmark',
    auth: 'user',
    params: titleParamsSchema,
    answer: bookmarkDeletedSchema,
  },
  progress: {
    method: 'GET',
    path: '/users/:userId/progress',
    summary: 'The watch progress',
    auth: 'user',
    params: userIdParamsSchema,
    answer: z.array(syncedProgressItemSchema),
  },
  importProgress: {
    method: 'PUT',
    path: '/users/:userId/progress/import',
    summary: 'Keeps, per item, whichever was watched further (5 per 10 minutes per address)',
    auth: 'user',
    params: userIdParamsSchema,
    body: progressImportSchema,
    answer: z.array(syncedProgressItemSchema),
  },
  saveProgress: {
    method: 'PUT',
    path: '/users/:userId/progress/:tmdbId',
    summary: "Saves one item's progress; the path names the title",
    auth: 'user',
    params: titleParamsSchema,
    body: z.omit(progressInputSchema, { tmdbId: true }),
    answer: syncedProgressItemSchema,
  },
  deleteProgress: {
    method: 'DELETE',
    path: '/users/:userId/progress/:tmdbId',
    summary: "Deletes the matching items, or all of the title's without ids",
    auth: 'user',
    params: titleParamsSchema,
    body: progressDeleteBodySchema,
    answer: progressDeletedSchema,
  },
  settings: {
    method: 'GET',
    path: '/users/:userId/settings',
    summary: 'The synced settings',
    auth: 'user',
    params: userIdParamsSchema,
    answer: syncedSettingsSchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/users/:userId/settings',
    summary: 'Changes the fields sent; null clears one',
    auth: 'user',
    params: userIdParamsSchema,
    body: settingsPatchSchema,
    answer: syncedSettingsSchema,
  },
});
