import {
  accountSessionSchema,
  accountUserSchema,
  bookmarkBodySchema,
  bookmarkDeletedSchema,
  bookmarkImportSchema,
  challengeIssuedSchema,
  deletedIdAnswerSchema,
  loginCompleteAnswerSchema,
  loginCompleteBodySchema,
  loginStartBodySchema,
  meAnswerSchema,
  progressDeleteBodySchema,
  progressDeletedSchema,
  progressImportSchema,
  progressInputSchema,
  registerCompleteAnswerSchema,
  registerCompleteBodySchema,
  registerStartBodySchema,
  sessionIdParamsSchema,
  sessionPatchBodySchema,
  settingsPatchSchema,
  syncedBookmarkSchema,
  syncedProgressItemSchema,
  syncedSettingsSchema,
  titleParamsSchema,
  userIdParamsSchema,
  userAnswerSchema,
  userPatchBodySchema,
} from '@screenroom/core';
import { z } from 'zod';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the API: the schemas its route parses with and the shape of its 200 answer. */
export interface ApiCall {
  method: ApiMethod;
  /** As registered with Fastify (`:name` parameters). */
  path: string;
  summary: string;
  /** Whether the call needs `Authorization: Bearer {token}`. */
  bearer: boolean;
  params?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

/**
 * Every accounts and sync route with its schemas, from which the API reference is built. A test
 * holds this list to the routes the module registers, and the answers to these schemas.
 */
export const accountsApi: ApiCall[] = [
  {
    method: 'POST',
    path: '/auth/register/start',
    summary: 'Starts a registration (10 per 10 minutes per address)',
    bearer: false,
    body: registerStartBodySchema,
    answer: challengeIssuedSchema,
  },
  {
    method: 'POST',
    path: '/auth/register/complete',
    summary: 'Creates the user with the signed challenge and logs it in',
    bearer: false,
    body: registerCompleteBodySchema,
    answer: registerCompleteAnswerSchema,
  },
  {
    method: 'POST',
    path: '/auth/login/start',
    summary: 'Starts a login; 401 when no user has the key (20 per 10 minutes per address)',
    bearer: false,
    body: loginStartBodySchema,
    answer: challengeIssuedSchema,
  },
  {
    method: 'POST',
    path: '/auth/login/complete',
    summary: 'Opens a session with the signed challenge',
    bearer: false,
    body: loginCompleteBodySchema,
    answer: loginCompleteAnswerSchema,
  },
  {
    method: 'GET',
    path: '/users/@me',
    summary: "The token's user and session",
    bearer: true,
    answer: meAnswerSchema,
  },
  {
    method: 'GET',
    path: '/users/:userId',
    summary: 'The user itself (the movie-web client asks it before deleting the account)',
    bearer: true,
    params: userIdParamsSchema,
    answer: userAnswerSchema,
  },
  {
    method: 'PATCH',
    path: '/users/:userId',
    summary: 'Changes the profile or name',
    bearer: true,
    params: userIdParamsSchema,
    body: userPatchBodySchema,
    answer: accountUserSchema,
  },
  {
    method: 'DELETE',
    path: '/users/:userId',
    summary: 'Deletes the user with its sessions, bookmarks, progress and settings',
    bearer: true,
    params: userIdParamsSchema,
    answer: deletedIdAnswerSchema,
  },
  {
    method: 'GET',
    path: '/users/:userId/sessions',
    summary: "The user's sessions",
    bearer: true,
    params: userIdParamsSchema,
    answer: z.array(accountSessionSchema),
  },
  {
    method: 'PATCH',
    path: '/sessions/:sessionId',
    summary: "Renames one of the token user's sessions",
    bearer: true,
    params: sessionIdParamsSchema,
    body: sessionPatchBodySchema,
    answer: accountSessionSchema,
  },
  {
    method: 'DELETE',
    path: '/sessions/:sessionId',
    summary: "Logs out one of the token user's sessions",
    bearer: true,
    params: sessionIdParamsSchema,
    answer: deletedIdAnswerSchema,
  },
  {
    method: 'GET',
    path: '/users/:userId/bookmarks',
    summary: 'The bookmarks',
    bearer: true,
    params: userIdParamsSchema,
    answer: z.array(syncedBookmarkSchema),
  },
  {
    method: 'PUT',
    path: '/users/:userId/bookmarks',
    summary: 'Saves each bookmark of the list',
    bearer: true,
    params: userIdParamsSchema,
    body: bookmarkImportSchema,
    answer: z.array(syncedBookmarkSchema),
  },
  {
    method: 'POST',
    path: '/users/:userId/bookmarks/:tmdbId',
    summary: 'Saves one bookmark',
    bearer: true,
    params: titleParamsSchema,
    body: bookmarkBodySchema,
    answer: syncedBookmarkSchema,
  },
  {
    method: 'DELETE',
    path: '/users/:userId/bookmarks/:tmdbId',
    summary: 'Deletes one bookmark',
    bearer: true,
    params: titleParamsSchema,
    answer: bookmarkDeletedSchema,
  },
  {
    method: 'GET',
    path: '/users/:userId/progress',
    summary: 'The watch progress',
    bearer: true,
    params: userIdParamsSchema,
    answer: z.array(syncedProgressItemSchema),
  },
  {
    method: 'PUT',
    path: '/users/:userId/progress/import',
    summary: 'Keeps, per item, whichever was watched further (5 per 10 minutes per address)',
    bearer: true,
    params: userIdParamsSchema,
    body: progressImportSchema,
    answer: z.array(syncedProgressItemSchema),
  },
  {
    method: 'PUT',
    path: '/users/:userId/progress/:tmdbId',
    summary: "Saves one item's progress; the path names the title",
    bearer: true,
    params: titleParamsSchema,
    body: progressInputSchema.omit({ tmdbId: true }),
    answer: syncedProgressItemSchema,
  },
  {
    method: 'DELETE',
    path: '/users/:userId/progress/:tmdbId',
    summary: "Deletes the matching items, or all of the title's without ids",
    bearer: true,
    params: titleParamsSchema,
    body: progressDeleteBodySchema,
    answer: progressDeletedSchema,
  },
  {
    method: 'GET',
    path: '/users/:userId/settings',
    summary: 'The synced settings',
    bearer: true,
    params: userIdParamsSchema,
    answer: syncedSettingsSchema,
  },
  {
    method: 'PUT',
    path: '/users/:userId/settings',
    summary: 'Changes the fields sent; null clears one',
    bearer: true,
    params: userIdParamsSchema,
    body: settingsPatchSchema,
    answer: syncedSettingsSchema,
  },
];
