import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The `r` query parameter holds the route of the open overlay. */
export const OVERLAY_PARAM = 'r';

export interface OverlayTransition {
  from: string | null;
  to: string | null;
}

/** History state of an entry that opening an overlay pushed, so closing can step back over it. */
const OPENED_STATE = { overlayOpened: true } as const;

function wasPushedByOpening(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'overlayOpened' in state;
}

/** Pure: the search string with the overlay route set, or removed when `route` is null. */
export function withOverlayRoute(search: URLSearchParams, route: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (route === null || route === '') next.delete(OVERLAY_PARAM);
  else next.set(OVERLAY_PARAM, route);
  return next;
}

/**
 * The overlay route lives in the URL so the back button closes an overlay and links can open
 * one; each change records where it came from, so overlays can animate in the right direction.
 * Opening pushes one history entry; moving between an open overlay's pages replaces it, so one
 * Back always closes; closing steps back over the entry opening pushed.
 */
export function useOverlayRoute() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const goBack = useNavigate();
  const route = params.get(OVERLAY_PARAM);
  const previous = useRef<string | null>(route);
  const [transition, setTransition] = useState<OverlayTransition | null>(null);

  useEffect(() => {
    if (previous.current === route) return;
    setTransition({ from: previous.current, to: route });
    previous.current = route;
  }, [route]);

  const navigate = useCallback(
    (next: string | null) => {
      if (next === null || next === '') {
        if (route !== null && wasPushedByOpening(location.state)) void goBack(-1);
        else setParams((current) => withOverlayRoute(current, null), { replace: true });
        return;
      }
      const opening = route === null;
      setParams((current) => withOverlayRoute(current, next), {
        replace: !opening,
        state: opening ? OPENED_STATE : location.state,
      });
    },
    [goBack, location.state, route, setParams],
  );
  const close = useCallback(() => navigate(null), [navigate]);

  return { route, transition, navigate, close };
}
