import { activeTheme, useThemeStore } from '../stores/theme.ts';
import { resolveTheme } from './themes.ts';

/**
 * The palettes live in styles/themes.css under `[data-theme]`; marking <html> swaps every colour
 * variable at once, so components never need to know which theme is on.
 */
export function applyTheme(root: HTMLElement, theme: string | null): void {
  const resolved = resolveTheme(theme);
  if (resolved === 'default') delete root.dataset.theme;
  else root.dataset.theme = resolved;
}

let stopFollowing: (() => void) | null = null;

/** Keeps <html> on the active theme (the preview wins) for the life of the page. */
export function followThemeStore(root: HTMLElement = document.documentElement): () => void {
  if (stopFollowing) return stopFollowing;
  applyTheme(root, activeTheme(useThemeStore.getState()));
  const unsubscribe = useThemeStore.subscribe((state) => applyTheme(root, activeTheme(state)));
  stopFollowing = () => {
    unsubscribe();
    stopFollowing = null;
  };
  return stopFollowing;
}
