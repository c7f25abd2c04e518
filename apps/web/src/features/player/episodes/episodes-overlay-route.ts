/** The episodes overlay's part of the `r` parameter: `/episodes` lists the seasons. */
const EPISODES_OVERLAY = '/episodes';

/** The season list, or the episode list of one season (by its number). */
export type EpisodesRoute = 'seasons' | number;

/** Pure: the `r` value for an open episodes route, null when the overlay is closed. */
export function episodesOverlayRouteFor(route: EpisodesRoute | null): string | null {
  if (route === null) return null;
  return route === 'seasons' ? EPISODES_OVERLAY : `${EPISODES_OVERLAY}/${route}`;
}

/** Pure: the episodes route an `r` value opens; null for no overlay, another one or a typo. */
export function episodesRouteFrom(overlay: string | null): EpisodesRoute | null {
  if (overlay === null) return null;
  if (overlay === EPISODES_OVERLAY) return 'seasons';
  const match = /^\/episodes\/(\d{1,4})$/.exec(overlay);
  return match?.[1] === undefined ? null : Number(match[1]);
}
