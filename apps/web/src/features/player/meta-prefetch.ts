import type { MediaRoute } from '../../shared/routing/media-route.ts';
import { loadPlayerMeta } from './metadata.ts';
import type { PlayerMeta } from './player-meta.ts';

type Prefetched = { key: string; meta: Promise<PlayerMeta> };

/**
 * At most one: the title the viewer is opening now. Page-wide, not per player: the route's loader
 * starts it before the player page (and so its player) exists, and the page takes it.
 */
let prefetched: Prefetched | null = null;

function keyOf(route: MediaRoute): string {
  return [route.type, route.tmdbId, route.season ?? '', route.episode ?? ''].join('/');
}

/**
 * Starts asking the movie database about a title as soon as its route is opened, while the player's
 * code is still downloading, instead of after the player page has rendered.
 */
export function prefetchPlayerMeta(
  route: MediaRoute,
  load: (route: MediaRoute) => Promise<PlayerMeta> = (r) => loadPlayerMeta(r),
): void {
  const key = keyOf(route);
  if (prefetched?.key === key) return;
  const meta = load(route);
  // Whoever takes it handles a failure; left untaken, a failure is nobody's concern.
  meta.catch(() => undefined);
  prefetched = { key, meta };
}

/**
 * The player's metadata for `route`: the prefetched answer when there is one (taken once, so a
 * later visit asks afresh), else a new request. A failed prefetch is asked again, so a passing
 * failure (signed out at the time, a dropped connection) does not stick.
 */
export async function playerMetaFor(
  route: MediaRoute,
  signal?: AbortSignal,
  load: (route: MediaRoute, signal?: AbortSignal) => Promise<PlayerMeta> = loadPlayerMeta,
): Promise<PlayerMeta> {
  const key = keyOf(route);
  if (prefetched?.key === key) {
    const { meta } = prefetched;
    prefetched = null;
    try {
      return await meta;
    } catch {
      // Asked again below.
    }
  }
  return load(route, signal);
}
