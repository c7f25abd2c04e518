import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the window is at least `minWidth` px wide, following resizes. */
export function useWindowAtLeast(minWidth: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth >= minWidth,
    () => true,
  );
}
