/** The settings overlay's part of the `r` parameter; its sub-routes follow. */
const SETTINGS_OVERLAY = '/settings';

/**
 * Every route of the player's settings overlay. A route is listed here only once its menu exists
 * (see components/player/settings-menus.tsx), so no link leads to an empty panel.
 */
export const settingsRoutes = ['/', '/quality', '/source'] as const;

export type SettingsRoute = (typeof settingsRoutes)[number];

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
