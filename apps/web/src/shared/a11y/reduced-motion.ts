import { usePreferencesStore } from '../stores/preferences.ts';

/**
 * The mark on <html> while low performance mode is on. Low performance counts as a wish for
 * reduced motion: styles/index.css makes Tailwind's `motion-reduce` and `motion-safe` follow it as
 * well as the system setting, and stops transitions and animations under it.
 */
export const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

/** Whether motion should be kept to a minimum: the system asks for it, or low performance is on. */
export function prefersReducedMotion(): boolean {
  if (usePreferencesStore.getState().enableLowPerformanceMode) return true;
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function applyMark(root: HTMLElement, lowPerformance: boolean): void {
  if (lowPerformance) root.setAttribute(REDUCED_MOTION_ATTRIBUTE, '');
  else root.removeAttribute(REDUCED_MOTION_ATTRIBUTE);
}

/** Keeps <html> marked while low performance mode is on, for the life of the page. */
export function followLowPerformanceMode(root: HTMLElement = document.documentElement): () => void {
  applyMark(root, usePreferencesStore.getState().enableLowPerformanceMode);
  return usePreferencesStore.subscribe((state) => applyMark(root, state.enableLowPerformanceMode));
}
