import type { StateCreator } from 'zustand';
import type { SettingsRoute } from '../settings-overlay-route.ts';
import type { PlayerState } from './player-store.ts';

export type TimeFormat = 'regular' | 'remaining';

export type InterfaceState = {
  isFullscreen: boolean;
  isSeeking: boolean;
  timeFormat: TimeFormat;
  /** The open settings overlay route, or null when it is closed. */
  settingsRoute: SettingsRoute | null;
};

export type InterfaceSlice = InterfaceState & {
  setFullscreen: (isFullscreen: boolean) => void;
  setSeeking: (isSeeking: boolean) => void;
  toggleTimeFormat: () => void;
  openSettings: (route?: SettingsRoute) => void;
  closeSettings: () => void;
};

export const initialInterfaceState: InterfaceState = {
  isFullscreen: false,
  isSeeking: false,
  timeFormat: 'regular',
  settingsRoute: null,
};

/**
 * Fullscreen and the time format belong to the viewer, so a new title keeps them; menus and a drag in progress do not carry over.
 */
export const resetInterfaceSlice = (): Partial<PlayerState> => ({
  isSeeking: false,
  settingsRoute: null,
});

export const createInterfaceSlice: StateCreator<PlayerState, [], [], InterfaceSlice> = (set) => ({
  ...initialInterfaceState,
  setFullscreen: (isFullscreen) => set({ isFullscreen }),
  setSeeking: (isSeeking) => set({ isSeeking }),
  toggleTimeFormat: () =>
    set((s) => ({ timeFormat: s.timeFormat === 'regular' ? 'remaining' : 'regular' })),
  openSettings: (route = '/') => set({ settingsRoute: route }),
  closeSettings: () => set({ settingsRoute: null }),
});
