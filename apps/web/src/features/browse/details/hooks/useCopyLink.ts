import { useHref, useLocation } from 'react-router';
import { useCopyNotice, type CopyNotice } from '../../../../shared/hooks/useCopyNotice.ts';

/**
 * Copies the full address of the page as it is, with the window open (through the router, so
 * a hash-mode address keeps its form), and says so for two seconds.
 */
export function useCopyLink(): { notice: CopyNotice; copy: () => void } {
  const location = useLocation();
  const href = useHref(location);
  const { notice, copy } = useCopyNotice();
  return { notice, copy: () => void copy(new URL(href, window.location.href).href) };
}
