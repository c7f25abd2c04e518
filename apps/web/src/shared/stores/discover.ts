import { create } from 'zustand';

/** The Discover tabs. */
export type DiscoverCategory = 'movies' | 'tvshows' | 'editorpicks';

/** Where the viewer was on a discover screen, for the more-page's back button. */
export interface DiscoverView {
  url: string;
  scrollY: number;
}

/**
 * The chosen tab and the last view. Kept for the browser tab's life only, not in local storage,
 * so a new visit starts on the Movies tab.
 */
export interface DiscoverState {
  selectedCategory: DiscoverCategory;
  lastView: DiscoverView | null;
  selectCategory: (category: DiscoverCategory) => void;
  saveView: (view: DiscoverView) => void;
  clearView: () => void;
}

export const useDiscoverStore = create<DiscoverState>()((set) => ({
  selectedCategory: 'movies',
  lastView: null,
  selectCategory: (selectedCategory) => set({ selectedCategory }),
  saveView: (lastView) => set({ lastView }),
  clearView: () => set({ lastView: null }),
}));
