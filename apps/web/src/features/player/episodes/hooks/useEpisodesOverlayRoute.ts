import {
  episodesOverlayRouteFor,
  episodesRouteFrom,
  type EpisodesRoute,
} from '../episodes-overlay-route.ts';
import { usePlayerState } from '../../player-context.tsx';
import { useOverlayRouteSync, type OverlayRouteMapping } from '../../hooks/useOverlayRouteSync.ts';

const EPISODES_OVERLAY: OverlayRouteMapping<EpisodesRoute> = {
  fromUrl: episodesRouteFrom,
  toUrl: episodesOverlayRouteFor,
  apply: (player, route) => {
    const s = player.store.getState();
    if (route === null) s.closeEpisodes();
    else s.openEpisodes(route);
  },
};

/**
 * Keeps the episodes overlay and the `r` parameter in step, as the settings overlay does
 * (useOverlayRouteSync). Opening pushes a history entry, so Back closes the overlay.
 */
export function useEpisodesOverlayRoute(): void {
  useOverlayRouteSync(
    EPISODES_OVERLAY,
    usePlayerState((s) => s.episodesRoute),
  );
}
