/** The settings overlay's part of the `r` parameter; its sub-routes follow. */
const SETTINGS_OVERLAY = '/settings';

/**
 * Every route of the player's settings overlay. A route is listed here only once its menu exists
 * (components/settings-menus.tsx, its title in settings-menu-titles.ts), so no link leads to an
 * empty panel.
 */
export const settingsRoutes = [
  '/',
  '/quality',
  '/audio',
  '/captions',
  '/captions/source',
  '/captions/opensubtitles',
  '/captions/settings',
  '/playback',
  '/source',
  '/source/embeds',
  '/download',
  '/download/ios',
  '/download/android',
  '/download/pc',
  '/download/unable',
  '/watchparty',
  '/shortcuts',
] as const;

export type SettingsRoute = (typeof settingsRoutes)[number];

/** Pure: where the overlay's back button leads: one level up (`/download/ios` to `/download`). */
export function parentSettingsRoute(route: SettingsRoute): SettingsRoute {
  const parent = route.slice(0, route.lastIndexOf('/'));
  return settingsRoutes.find((candidate) => candidate === parent) ?? '/';
}

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
