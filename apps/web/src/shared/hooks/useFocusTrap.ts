import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn, wrapTarget } from '../a11y/focus-trap.ts';

/**
 * Keeps keyboard focus inside an overlay while it is open: focus moves in when it opens, Tab wraps
 * around inside it, Escape closes it, and focus returns to the opener when it closes.
 */
export function useFocusTrap<T extends HTMLElement>(
  onClose: () => void,
): { ref: RefObject<T | null>; onKeyDown: (event: KeyboardEvent) => void } {
  const ref = useRef<T>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = ref.current;
    if (root) (focusableIn(root)[0] ?? root).focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const target = wrapTarget(focusableIn(ref.current), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return { ref, onKeyDown };
}
