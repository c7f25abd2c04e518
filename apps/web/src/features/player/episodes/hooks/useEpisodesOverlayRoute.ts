import { useEffect, useRef } from 'react';
import { useOverlayRoute } from '../../../../shared/hooks/useOverlayRoute.ts';
import {
  episodesOverlayRouteFor,
  episodesRouteFrom,
  type EpisodesRoute,
} from '../episodes-overlay-route.ts';
import type { Player } from '../../create-player.ts';
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
  const synced = useRef<{ player: Player; url: string | null; store: EpisodesRoute | null }>({
    player,
    url: null,
    store: null,
  });

  useEffect(() => {
    // A new player (made again after a suspended page's effects were rerun) starts from the URL,
    // as in useSettingsOverlayRoute.
    const last =
      synced.current.player === player ? synced.current : { player, url: null, store: null };
    if (overlay !== last.url) {
      const wanted = episodesRouteFrom(overlay);
      synced.current = { player, url: overlay, store: wanted };
      if (wanted === episodesRoute) return;
      const s = player.store.getState();
      if (wanted === null) s.closeEpisodes();
      else s.openEpisodes(wanted);
      return;
    }
    if (episodesRoute === last.store) return;
    const wanted = episodesOverlayRouteFor(episodesRoute);
    synced.current = { player, url: wanted, store: episodesRoute };
    if (wanted !== overlay) navigate(wanted);
  }, [player, overlay, episodesRoute, navigate]);
}
