import type { StateCreator } from 'zustand';
import type { DisplayInterface } from '../display.ts';
import type { SettingsRoute } from '../settings-overlay-route.ts';
import type { PlayerState } from './player-store.ts';

export type TimeFormat = 'regular' | 'remaining';

export type InterfaceState = {
  display: DisplayInterface | null;
  isFullscreen: boolean;
  isSeeking: boolean;
  timeFormat: TimeFormat;
  /** The open settings overlay route, or null when it is closed. */
  settingsRoute: SettingsRoute | null;
};

export type InterfaceSlice = InterfaceState & {
  setDisplay: (display: DisplayInterface | null) => void;
  setFullscreen: (isFullscreen: boolean) => void;
  setSeeking: (isSeeking: boolean) => void;
  toggleTimeFormat: () => void;
  openSettings: (route?: SettingsRoute) => void;
  closeSettings: () => void;
};

export const initialInterfaceState: InterfaceState = {
  display: null,
  isFullscreen: false,
  isSeeking: false,
  timeFormat: 'regular',
  settingsRoute: null,
};

/**
 * The display belongs to the mounted player view, and fullscreen and the time format to the
 * viewer, so a new title keeps them; menus and a drag in progress do not carry over.
 */
export const resetInterfaceSlice = (): Partial<PlayerState> => ({
  isSeeking: false,
  settingsRoute: null,
});

export const createInterfaceSlice: StateCreator<PlayerState, [], [], InterfaceSlice> = (set) => ({
  ...initialInterfaceState,
  setDisplay: (display) => set({ display }),
  setFullscreen: (isFullscreen) => set({ isFullscreen }),
  setSeeking: (isSeeking) => set({ isSeeking }),
  toggleTimeFormat: () =>
    set((s) => ({ timeFormat: s.timeFormat === 'regular' ? 'remaining' : 'regular' })),
  openSettings: (route = '/') => set({ settingsRoute: route }),
  closeSettings: () => set({ settingsRoute: null }),
});
