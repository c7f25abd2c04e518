import { useSyncExternalStore } from 'react';

let held = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (held === value) return;
  held = value;
  for (const listener of listeners) listener();
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

// Capitals typed into a field are not a request to see ids; letting go always counts.
const onKey = (event: KeyboardEvent) => {
  if (event.type === 'keydown' && typingIn(event.target)) return;
  set(event.shiftKey);
};
// A Shift released in another window never sends its keyup here.
const onBlur = () => set(false);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', onBlur);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
    window.removeEventListener('blur', onBlur);
    held = false;
  };
}

/** Whether Shift is held down: one set of listeners for every card on the page. */
export function useShiftHeld(): boolean {
  return useSyncExternalStore(subscribe, () => held);
}
