import { create } from 'zustand';

/** The Discover tabs (document 000 §2 "Discover"). */
export type DiscoverCategory = 'movies' | 'tvshows' | 'editorpicks';

/** Where the viewer was on a discover screen, for the more-page's back button. */
export interface DiscoverView {
  url: string;
  scrollY: number;
}

/**
 * Document 000 §3 "Discover store": the chosen tab and the last view. Kept for the tab's life
 * only: the documents keep no discover entry in local storage (§4).
 */
export interface DiscoverState {
  selectedCategory: DiscoverCategory;
  lastView: DiscoverView | null;
  /** Show only the titles this server plays, in place of the tab's carousels. */
  readyOnly: boolean;
  selectCategory: (category: DiscoverCategory) => void;
  saveView: (view: DiscoverView) => void;
  clearView: () => void;
  setReadyOnly: (readyOnly: boolean) => void;
}

export const useDiscoverStore = create<DiscoverState>()((set) => ({
  selectedCategory: 'movies',
  lastView: null,
  readyOnly: false,
  selectCategory: (selectedCategory) => set({ selectedCategory }),
  saveView: (lastView) => set({ lastView }),
  clearView: () => set({ lastView: null }),
  setReadyOnly: (readyOnly) => set({ readyOnly }),
}));
