import {
  bookmarkBodySchema,
  bookmarkImportSchema,
  loginCompleteBodySchema,
  loginStartBodySchema,
  progressDeleteBodySchema,
  progressImportSchema,
  progressInputSchema,
  registerCompleteBodySchema,
  registerStartBodySchema,
  sessionPatchBodySchema,
  settingsPatchSchema,
  userPatchBodySchema,
} from '@screenroom/core';
import type { z } from 'zod/mini';

/**
 * The request bodies of the account and sync server, by route, with the core schemas the real
 * server parses them with. The fake backends check every body against these, so a test cannot
 * pass on a request the real server would refuse.
 */
const bodyRoutes: [method: string, path: RegExp, schema: z.ZodMiniType][] = [
  ['POST', /^\/auth\/register\/start$/, registerStartBodySchema],
  ['POST', /^\/auth\/register\/complete$/, registerCompleteBodySchema],
  ['POST', /^\/auth\/login\/start$/, loginStartBodySchema],
  ['POST', /^\/auth\/login\/complete$/, loginCompleteBodySchema],
  ['PATCH', /^\/users\/[^/]+$/, userPatchBodySchema],
  ['PATCH', /^\/sessions\/[^/]+$/, sessionPatchBodySchema],
  ['PUT', /^\/users\/[^/]+\/bookmarks$/, bookmarkImportSchema],
  ['POST', /^\/users\/[^/]+\/bookmarks\/[^/]+$/, bookmarkBodySchema],
  ['PUT', /^\/users\/[^/]+\/progress\/import$/, progressImportSchema],
  ['PUT', /^\/users\/[^/]+\/progress\/[^/]+$/, progressInputSchema],
  ['DELETE', /^\/users\/[^/]+\/progress\/[^/]+$/, progressDeleteBodySchema],
  ['PUT', /^\/users\/[^/]+\/settings$/, settingsPatchSchema],
];

/** The first route that matches wins, so `progress/import` is listed before `progress/{id}`. */
function bodySchemaFor(method: string, pathname: string): z.ZodMiniType | undefined {
  return bodyRoutes.find(([m, path]) => m === method && path.test(pathname))?.[2];
}

/**
 * The server's 400 answer when `body` does not fit the route's schema, as it answers a zod error;
 * null when it fits or the route takes no body.
 */
export function refusedBody(method: string, pathname: string, body: unknown): Response | null {
  const parsed = bodySchemaFor(method, pathname)?.safeParse(body);
  if (!parsed || parsed.success) return null;
  return Response.json({ errorType: 'validation', errors: parsed.error.issues }, { status: 400 });
}
