import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { searchTitles } from '../../features/browse/home/search-results.ts';
import { appConfig } from '../../shared/config.ts';
import { isDisallowedMedia } from '@screenroom/core';
import {
  legacyMediaPath,
  parseMediaRoute,
  type MediaRoute,
} from '../../shared/routing/media-route.ts';
import { usePreferencesStore } from '../../shared/stores/preferences.ts';
import { prefetchPlayerMeta } from '../../features/player/meta-prefetch.ts';
import { httpLegacyLookup } from '../../shared/clients/legacy-lookup.ts';
import { isJwPath, resolveJwPath, type LegacyLookup } from '../../shared/routing/legacy-media.ts';
import { legacySearchTarget, resolveShortSearch, type TitleSearch } from './search-redirects.ts';

export function shortSearchLoader(search: TitleSearch = (q) => searchTitles(q)) {
  return async ({ params }: LoaderFunctionArgs) =>
    redirect(await resolveShortSearch(params.query ?? '', search));
}

export function legacySearchLoader({ params }: LoaderFunctionArgs) {
  return redirect(legacySearchTarget(params.query));
}

function notFound() {
  return data(null, { status: 404 });
}

/**
 * Runs before the player: legacy tmdb-show ids become tmdb-tv; JW ids are looked up only when a
 * streaming-availability service is configured, otherwise (or when unknown) media-not-found.
 */
export function legacyMediaLoader(
  lookup: LegacyLookup | null = appConfig.streamingAvailabilityUrl
    ? httpLegacyLookup(appConfig.streamingAvailabilityUrl)
    : null,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const converted = legacyMediaPath(url.pathname);
    if (converted) return redirect(`${converted}${url.search}`);
    if (!isJwPath(url.pathname)) return null;
    if (!lookup) throw notFound();
    let target: string | null = null;
    try {
      target = await resolveJwPath(url.pathname, lookup);
    } catch (error) {
      console.error('Could not convert the legacy media link', error);
    }
    if (!target) throw notFound();
    return redirect(`${target}${url.search}`);
  };
}

/**
 * The library's request for the route's title, when the page's run will ask the library first in
 * this browser. Its module comes with the player's code (the server hints those chunks with the
 * page), so the first download of other pages does not carry the sources.
 */
function prefetchLibraryForRoute(route: MediaRoute): void {
  void import('../../shared/clients/library-prefetch.ts')
    .then((library) => {
      if (library.libraryRunsFirstHere(usePreferencesStore.getState())) {
        library.prefetchLibraryStreams(route);
      }
    })
    // Without it the page's run asks the library itself.
    .catch(() => undefined);
}

/**
 * Starts the title's metadata request, and the library's answer for it, when a player route
 * opens: alongside the download of the player's code, and beside each other, rather than one
 * after the other once the page has rendered. Not for a title the operator took down (nothing is
 * loaded for it), nor a show without its episode (the page first redirects to one).
 */
export function prefetchForPlayerRoute(
  params: { media?: string; season?: string; episode?: string },
  prefetch = prefetchPlayerMeta,
  prefetchStreams = prefetchLibraryForRoute,
): void {
  const route = parseMediaRoute(params);
  if (!route || (route.type === 'show' && route.season === undefined)) return;
  if (isDisallowedMedia(appConfig.disallowedMedia, route)) return;
  prefetch(route);
  prefetchStreams(route);
}
