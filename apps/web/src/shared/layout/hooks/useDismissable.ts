import { useLayoutEffect, type RefObject } from 'react';

/** Closes a popup on a click outside `container` and on Escape (focus goes back to `trigger`). */
export function useDismissable(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
) {
  // Listening from the commit that opens the popup, not from the frame after it (when Preact runs
  // effects): an Escape pressed at once, as soon as the popup shows, would otherwise go unheard.
  useLayoutEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      const target = event.target as Node | null;
      if (target && container.current?.contains(target)) return;
      close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger, close]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Arrow keys move focus through a panel's links, buttons and fields; Home and End jump. */
export function moveFocus(panel: HTMLElement, key: string): boolean {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'ArrowDown'
      ? index >= last
        ? 0
        : index + 1
      : key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : -1;
  if (next < 0) return false;
  items[next]?.focus();
  return true;
}
