import { episodesOverlayRouteFor, episodesRouteFrom } from '../episodes-overlay-route.ts';
import { usePlayerState } from '../../player-context.tsx';
import { useOverlayRouteSync } from '../../hooks/useOverlayRouteSync.ts';

/**
 * Keeps the episodes overlay and the `r` parameter in step, as the settings overlay does
 * (useOverlayRouteSync). Opening pushes a history entry, so Back closes the overlay.
 */
export function useEpisodesOverlayRoute(): void {
  useOverlayRouteSync({
    stored: usePlayerState((s) => s.episodesRoute),
    fromUrl: episodesRouteFrom,
    toUrl: episodesOverlayRouteFor,
    apply: (player, route) => {
      const s = player.store.getState();
      if (route === null) s.closeEpisodes();
      else s.openEpisodes(route);
    },
  });
}
