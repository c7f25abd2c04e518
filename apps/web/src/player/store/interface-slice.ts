import type { StateCreator } from 'zustand';
import type { DisplayInterface } from '../display.ts';
import type { PlayerState } from './player-store.ts';

export type SettingsRoute = '/' | '/quality' | '/source';
export type TimeFormat = 'regular' | 'remaining';

export type InterfaceSlice = {
  display: DisplayInterface | null;
  isFullscreen: boolean;
  isSeeking: boolean;
  timeFormat: TimeFormat;
  /** The open settings overlay route, or null when it is closed. */
  settingsRoute: SettingsRoute | null;
  setDisplay: (display: DisplayInterface | null) => void;
  setFullscreen: (isFullscreen: boolean) => void;
  setSeeking: (isSeeking: boolean) => void;
  toggleTimeFormat: () => void;
  openSettings: (route?: SettingsRoute) => void;
  closeSettings: () => void;
};

export const createInterfaceSlice: StateCreator<PlayerState, [], [], InterfaceSlice> = (set) => ({
  display: null,
  isFullscreen: false,
  isSeeking: false,
  timeFormat: 'regular',
  settingsRoute: null,
  setDisplay: (display) => set({ display }),
  setFullscreen: (isFullscreen) => set({ isFullscreen }),
  setSeeking: (isSeeking) => set({ isSeeking }),
  toggleTimeFormat: () =>
    set((s) => ({ timeFormat: s.timeFormat === 'regular' ? 'remaining' : 'regular' })),
  openSettings: (route = '/') => set({ settingsRoute: route }),
  closeSettings: () => set({ settingsRoute: null }),
});
