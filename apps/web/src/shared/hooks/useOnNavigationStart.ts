import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * Calls `onStart` the moment the router starts a navigation, before the new route's code has
 * loaded. Until then the page that started it stays mounted, so a timer of that page must not
 * navigate on top of it: a navigation the viewer asked for (a result, a card, a link) always wins
 * over one a page would make by itself.
 *
 * The router's own subscription is used rather than `useNavigation()`: it tells synchronously, in
 * the click's own task, so a timer due a moment later is already cancelled; a state update may
 * commit after that timer has fired. Outside a data router there is nothing to follow.
 */
export function useOnNavigationStart(onStart: () => void): void {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const latest = useRef(onStart);
  latest.current = onStart;
  useEffect(() => {
    const router = dataRouter?.router;
    if (!router) return;
    let idle = router.state.navigation.state === 'idle';
    return router.subscribe((state) => {
      const nowIdle = state.navigation.state === 'idle';
      if (idle && !nowIdle) latest.current();
      idle = nowIdle;
    });
  }, [dataRouter]);
}
