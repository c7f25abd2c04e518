import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDiscoverStore } from '../../../../shared/stores/discover.ts';

/**
 * Coming back to the discover page the viewer left through a "more" link puts them where they
 * were: placeholders keep the carousels' height, so the saved offset still lands on the same one.
 */
export function useRestoreDiscoverView(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const view = useDiscoverStore.getState().lastView;
    if (!view || view.url !== `${pathname}${search}`) return;
    // A frame later: the root layout sends every newly opened page to the top in this same
    // commit, after this page's own effects have run.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: view.scrollY }));
    return () => cancelAnimationFrame(frame);
    // Only on arrival: later changes of the saved view belong to the next visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
