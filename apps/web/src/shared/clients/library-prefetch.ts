import { LIBRARY_SOURCE_ID, libraryStreamsUrl, type LibraryTitle } from '@screenroom/providers';
import { mayUseServer, serverSessionHeaders } from './server-access.ts';
import { appConfig } from '../config.ts';
import type { Preferences } from '../stores/preferences.ts';
import type { MediaRoute } from '../routing/media-route.ts';

/** Long enough for the page to render and start its sources; older, the library may have changed. */
export const EARLY_ANSWER_MS = 30_000;

type EarlyAnswer = { url: string; headers: string; expires: number; response: Promise<Response> };

/**
 * At most one: the library's answer for the title being opened. Page-wide, like the prefetched
 * metadata: the route's loader asks before the player page (and its sources) exist.
 */
let early: EarlyAnswer | null = null;

/** Headers as one comparable text: names in lower case, in order. */
function headersKey(headers: RequestInit['headers']): string {
  const entries = [...new Headers(headers).entries()].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

function libraryTitleOf(route: MediaRoute): LibraryTitle | null {
  if (route.type === 'movie') return { type: 'movie', tmdbId: route.tmdbId };
  if (route.season === undefined || route.episode === undefined) return null;
  return {
    type: 'show',
    tmdbId: route.tmdbId,
    season: { number: route.season },
    episode: { number: route.episode },
  };
}

/**
 * Whether the page's run asks the library first, from this browser: the library outranks every
 * other source, unless the viewer's own order puts another before it; a run on our server asks
 * the library there.
 */
export function libraryRunsFirstHere(
  preferences: Pick<Preferences, 'scrapeLocation' | 'sourceOrder' | 'enableSourceOrder'>,
): boolean {
  if (preferences.scrapeLocation === 'server') return false;
  const first = preferences.enableSourceOrder ? preferences.sourceOrder[0] : undefined;
  return first === undefined || first === LIBRARY_SOURCE_ID;
}

/**
 * Asks the library for the title of `route` beside its metadata, when the route opens: the
 * library's request needs only the path's id (and episode numbers), so it need not wait for the
 * metadata and the page's render before it leaves. The page's run takes the answer through
 * `takeEarlyAnswer`; a path whose episode segments are the movie database's ids (a watch party's
 * link) gives another address than the run's, which then asks itself.
 */
export function prefetchLibraryStreams(
  route: MediaRoute,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): void {
  const title = libraryTitleOf(route);
  // A signed-out visitor of a private server is sent to log in; asking now would only be refused.
  if (!title || !mayUseServer()) return;
  const url = libraryStreamsUrl(appConfig.backendUrl, title);
  const headers = serverSessionHeaders();
  const response = fetchFn(url, { headers });
  // Whoever takes it handles a failure; left untaken, a failure is nobody's concern.
  response.catch(() => undefined);
  early = { url, headers: headersKey(headers), expires: now() + EARLY_ANSWER_MS, response };
}

/**
 * The early answer for this very request (same address and headers, a GET without a body), taken
 * once; undefined otherwise. An early request that failed is sent again, so a passing failure is
 * not the run's answer.
 */
export function takeEarlyAnswer(
  input: string,
  init: RequestInit = {},
  fetchFn: typeof fetch = (again, options) => fetch(again, options),
  now: () => number = Date.now,
): Promise<Response> | undefined {
  const held = early;
  if (!held || held.url !== input) return undefined;
  if ((init.method ?? 'GET') !== 'GET' || (init.body ?? null) !== null) return undefined;
  if (held.headers !== headersKey(init.headers)) return undefined;
  early = null;
  if (now() > held.expires) return undefined;
  return held.response.catch(() => fetchFn(input, init));
}
