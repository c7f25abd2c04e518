import { bannersStore } from '@screenroom/core';
import { createPersistedStore } from '../storage/persisted-store.ts';

/** A banner currently on screen; its height lets fixed elements (top bar) move down by it. */
export interface BannerEntry {
  id: string;
  height: number;
}

export interface BannerState {
  banners: BannerEntry[];
  /** Ids ignored for good, kept across reloads: showing them again does nothing. */
  ignoredBannerIds: string[];
  showBanner: (id: string, height?: number) => void;
  hideBanner: (id: string) => void;
  ignoreBanner: (id: string) => void;
  updateHeight: (id: string, height: number) => void;
}

type BannerData = Pick<BannerState, 'banners' | 'ignoredBannerIds'>;

/** Pure: the state after a banner asks to be shown. */
export function applyShow(state: BannerData, id: string, height: number): BannerData {
  if (state.ignoredBannerIds.includes(id)) return state;
  if (state.banners.some((b) => b.id === id)) return state;
  return { ...state, banners: [...state.banners, { id, height }] };
}

/** Pure: the state after a banner is hidden (it may be shown again later). */
export function applyHide(state: BannerData, id: string): BannerData {
  if (!state.banners.some((b) => b.id === id)) return state;
  return { ...state, banners: state.banners.filter((b) => b.id !== id) };
}

/** Pure: the state after a banner is ignored: hidden and never shown again. */
export function applyIgnore(state: BannerData, id: string): BannerData {
  const hidden = applyHide(state, id);
  if (hidden.ignoredBannerIds.includes(id)) return hidden;
  return { ...hidden, ignoredBannerIds: [...hidden.ignoredBannerIds, id] };
}

/** Pure: the total height the visible banners take at the top of the page. */
export function totalBannerHeight(banners: BannerEntry[]): number {
  return banners.reduce((sum, b) => sum + b.height, 0);
}

/** A banner can be ignored for good, so only the ignored ids are stored; what is on screen is not. */
export const useBannerStore = createPersistedStore<BannerState>()(bannersStore, (set) => ({
  banners: [],
  showBanner: (id, height = 0) => set((s) => applyShow(s, id, height)),
  hideBanner: (id) => set((s) => applyHide(s, id)),
  ignoreBanner: (id) => set((s) => applyIgnore(s, id)),
  updateHeight: (id, height) =>
    set((s) => ({ banners: s.banners.map((b) => (b.id === id ? { ...b, height } : b)) })),
}));
