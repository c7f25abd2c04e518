import { COPIED_NOTICE_MS } from '@screenroom/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyNotice = 'copied' | 'failed' | null;

/** Copies a text to the clipboard and says how that went for two seconds. */
export function useCopyNotice(): {
  notice: CopyNotice;
  copy: (text: string | null) => Promise<void>;
} {
  const [notice, setNotice] = useState<CopyNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(async (text: string | null) => {
    let outcome: CopyNotice = 'failed';
    if (text) {
      try {
        await navigator.clipboard.writeText(text);
        outcome = 'copied';
      } catch {
        // No clipboard without a secure page or the viewer's permission.
      }
    }
    if (!mounted.current) return;
    setNotice(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
  }, []);

  return { notice, copy };
}
