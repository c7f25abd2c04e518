/** `/` focuses the search bar unless the viewer is already typing somewhere. */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

export function isSlashShortcut(event: KeyboardEvent, active: Element | null): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTypingTarget(active)
  );
}
