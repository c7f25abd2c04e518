const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Pure: where Tab (or Shift+Tab) should go to stay inside the list, or null to let it be. */
export function wrapTarget(
  items: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  if (backwards && (active === first || !items.includes(active as HTMLElement))) return last;
  if (!backwards && (active === last || !items.includes(active as HTMLElement))) return first;
  return null;
}
