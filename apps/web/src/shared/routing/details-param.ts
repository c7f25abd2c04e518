import type { MediaType } from '@screenroom/core';

/**
 * The details window lives in the address as `?details=movie-{id}` or `?details=tv-{id}` on
 * whatever page is open, so a link to it can be shared, the page behind stays, and Back closes it.
 */
export const DETAILS_PARAM = 'details';

export type DetailsRef = { type: MediaType; tmdbId: string };

const PATTERN = /^(movie|tv)-([1-9]\d*)$/;

/** The title a `details` value names, or null when it names none. */
export function parseDetailsParam(value: string | null | undefined): DetailsRef | null {
  const match = PATTERN.exec(value ?? '');
  if (!match) return null;
  return { type: match[1] === 'movie' ? 'movie' : 'show', tmdbId: match[2] as string };
}

/** Shows are written with the movie database's own word, `tv`. */
export function detailsParamValue(ref: DetailsRef): string {
  return `${ref.type === 'movie' ? 'movie' : 'tv'}-${ref.tmdbId}`;
}

/** `search` (with or without its `?`) with the details window set to `ref`, or removed for null. */
export function searchWithDetails(search: string, ref: DetailsRef | null): string {
  const params = new URLSearchParams(search);
  if (ref) params.set(DETAILS_PARAM, detailsParamValue(ref));
  else params.delete(DETAILS_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Marks a history entry as opened from within the app, so closing can step Back to the page as
 * it was; an entry reached by a shared link has no page of ours behind it, so closing replaces it.
 */
export type DetailsOpenedState = { detailsOpenedHere: true };

export function openedHere(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<DetailsOpenedState>).detailsOpenedHere === true
  );
}

type LocationLike = { pathname: string; search: string; hash?: string; state?: unknown };

/**
 * Where a link that opens the details window goes from `location`: the same page with the
 * parameter set, keeping the page's own history state (the player's way back, for one).
 */
export function detailsLinkTarget(location: LocationLike, ref: DetailsRef) {
  const kept = typeof location.state === 'object' && location.state !== null ? location.state : {};
  return {
    to: {
      pathname: location.pathname,
      search: searchWithDetails(location.search, ref),
      hash: location.hash ?? '',
    },
    state: { ...kept, detailsOpenedHere: true } satisfies DetailsOpenedState,
  };
}
