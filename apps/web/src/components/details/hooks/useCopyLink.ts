import { useEffect, useState } from 'react';
import { useHref, useLocation } from 'react-router';

/** How long "Copied!" stays after a copy. */
export const COPIED_NOTICE_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the full address of the page as it is, with the window open (through the router, so
 * a hash-mode address keeps its form), and says so for two seconds.
 */
export function useCopyLink(): { state: CopyState; copy: () => void } {
  const location = useLocation();
  const href = useHref(location);
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const link = new URL(href, window.location.href).href;
    navigator.clipboard.writeText(link).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}
