import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openedHere, searchWithDetails } from '../../../../shared/routing/details-param.ts';

/**
 * Closing steps Back when the window was opened from a page of ours, so Back and the close
 * button agree; a window reached by a shared link is closed by dropping the parameter in place.
 */
export function useCloseDetails(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (openedHere(location.state)) {
      void navigate(-1);
      return;
    }
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithDetails(location.search, null),
        hash: location.hash,
      },
      { replace: true, state: location.state },
    );
  }, [navigate, location]);
}
