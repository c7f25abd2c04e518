import { titleRatingsSchema, type MediaType, type TitleRatings } from '@screenroom/core';
import { appConfig } from '../config.ts';
import { backendRequest } from './backend.ts';
import { serverSessionToken } from './server-access.ts';

/**
 * Film ratings through our server, which holds the OMDb key and caches answers for a day.
 * `appConfig.ratings` says whether the server offers them at all.
 */

export type { TitleRatings };

/** The title's scores (each null when there is none); throws with the server's message. */
export async function fetchTitleRatings(
  type: MediaType,
  tmdbId: string | number,
  signal?: AbortSignal,
): Promise<TitleRatings> {
  const media = type === 'movie' ? 'movie' : 'tv';
  const path = `/ratings/${media}/${encodeURIComponent(String(tmdbId))}`;
  const token = serverSessionToken();
  const body = await backendRequest(appConfig.backendUrl, 'GET', path, {
    ...(signal ? { signal } : {}),
    ...(token ? { token } : {}),
  });
  const parsed = titleRatingsSchema.safeParse(body);
  if (!parsed.success) {
    throw new Error('The server sent ratings in a form the app does not understand');
  }
  return parsed.data;
}
