import { useEffect, useRef } from 'react';
import { useOverlayRoute } from '../../../../shared/hooks/useOverlayRoute.ts';
import {
  episodesOverlayRouteFor,
  episodesRouteFrom,
  type EpisodesRoute,
} from '../episodes-overlay-route.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * Keeps the episodes overlay and the `r` parameter in step, as the settings overlay does: the
 * store is what the button and keys change, the URL what links, Back and Forward change; the side
 * that moved since the last sync wins. Opening pushes a history entry, so Back closes the overlay.
 */
export function useEpisodesOverlayRoute(): void {
  const player = usePlayer();
  const { route: overlay, navigate } = useOverlayRoute();
  const episodesRoute = usePlayerState((s) => s.episodesRoute);
  const synced = useRef<{ url: string | null; store: EpisodesRoute | null }>({
    url: null,
    store: null,
  });

  useEffect(() => {
    const last = synced.current;
    if (overlay !== last.url) {
      const wanted = episodesRouteFrom(overlay);
      synced.current = { url: overlay, store: wanted };
      if (wanted === episodesRoute) return;
      const s = player.store.getState();
      if (wanted === null) s.closeEpisodes();
      else s.openEpisodes(wanted);
      return;
    }
    if (episodesRoute === last.store) return;
    const wanted = episodesOverlayRouteFor(episodesRoute);
    synced.current = { url: wanted, store: episodesRoute };
    if (wanted !== overlay) navigate(wanted);
  }, [player, overlay, episodesRoute, navigate]);
}
