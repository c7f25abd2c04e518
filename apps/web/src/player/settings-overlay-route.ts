import type { SettingsRoute } from './store/interface-slice.ts';

/** The settings overlay's part of the `r` parameter; its sub-routes (document 002 §2) follow. */
const SETTINGS_OVERLAY = '/settings';

const settingsRoutes: readonly SettingsRoute[] = ['/', '/quality', '/source'];

/** Pure: the `r` value for an open settings route, null when the overlay is closed. */
export function overlayRouteFor(route: SettingsRoute | null): string | null {
  if (route === null) return null;
  return route === '/' ? SETTINGS_OVERLAY : `${SETTINGS_OVERLAY}${route}`;
}

/** Pure: the settings route an `r` value opens; null for no overlay, another one or a typo. */
export function settingsRouteFrom(overlay: string | null): SettingsRoute | null {
  if (overlay === null) return null;
  if (overlay === SETTINGS_OVERLAY) return '/';
  if (!overlay.startsWith(`${SETTINGS_OVERLAY}/`)) return null;
  const sub = overlay.slice(SETTINGS_OVERLAY.length);
  return settingsRoutes.find((route) => route === sub) ?? null;
}
