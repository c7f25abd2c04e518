import type { DiscoverCategory } from '../../../shared/stores/discover.ts';

export const DISCOVER_CATEGORIES: readonly DiscoverCategory[] = [
  'movies',
  'tvshows',
  'editorpicks',
];

/**
 * The tab a key press moves to (WAI-ARIA tabs pattern), or null for other keys. Arrows follow
 * the reading direction, so in right-to-left text the left arrow moves forward.
 */
export function tabAfterKey(
  current: DiscoverCategory,
  key: string,
  rtl: boolean,
): DiscoverCategory | null {
  const count = DISCOVER_CATEGORIES.length;
  const index = DISCOVER_CATEGORIES.indexOf(current);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (key === forward) next = (index + 1) % count;
  else if (key === backward) next = (index - 1 + count) % count;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = count - 1;
  else return null;
  return DISCOVER_CATEGORIES[next] ?? null;
}
