import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * A function telling, when called, whether the router is carrying out a navigation right now
 * (a route's code or data still loading). Read from the router itself, not component state, so a
 * timer or store subscription asking in the same task as the click already sees it. Code that
 * navigates by itself (autoplay, a countdown) checks it so as not to replace where the viewer is
 * going. Outside a data router nothing is ever in flight.
 */
export function useNavigationInFlight(): () => boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return useCallback(
    () => (dataRouter ? dataRouter.router.state.navigation.state !== 'idle' : false),
    [dataRouter],
  );
}
