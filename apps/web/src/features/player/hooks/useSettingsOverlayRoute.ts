import {
  overlayRouteFor,
  settingsRouteFrom,
  type SettingsRoute,
} from '../settings-overlay-route.ts';
import { usePlayerState } from '../player-context.tsx';
import { useOverlayRouteSync, type OverlayRouteMapping } from './useOverlayRouteSync.ts';

const SETTINGS_OVERLAY: OverlayRouteMapping<SettingsRoute> = {
  fromUrl: settingsRouteFrom,
  toUrl: overlayRouteFor,
  apply: (player, route) => {
    const s = player.store.getState();
    if (route === null) s.closeSettings();
    else s.openSettings(route);
  },
};

/** Keeps the player's settings overlay and the `r` parameter in step (useOverlayRouteSync). */
export function useSettingsOverlayRoute(): void {
  useOverlayRouteSync(
    SETTINGS_OVERLAY,
    usePlayerState((s) => s.settingsRoute),
  );
}
