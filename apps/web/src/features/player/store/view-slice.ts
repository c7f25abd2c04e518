import { OVERLAY_SHOW_MS } from '@screenroom/core';
import type { StateCreator } from 'zustand';
import type { PlayerState } from './player-store.ts';

/** Why the controls are up while playing: a mouse moved over the player, or a tap showed them. */
export type HoverState = 'not_hovering' | 'mouse_hover' | 'mobile_tapped';

/**
 * The small overlays that confirm a key press (volume, speed, subtitle delay). Only one is on
 * screen at a time: showing one replaces the other.
 */
export type TransientOverlay = 'volume' | 'speed' | 'subtitleDelay';

export type ViewState = {
  hovering: HoverState;
  /** Fill the screen, cropping the picture (object-fit cover), instead of fitting it whole. */
  stretch: boolean;
  /** The `r` key's one-second roll of the picture. */
  isRolling: boolean;
  transientOverlay: TransientOverlay | null;
};

export type ViewSlice = ViewState & {
  setHovering: (hovering: HoverState) => void;
  setStretch: (stretch: boolean) => void;
  setRolling: (isRolling: boolean) => void;
  /** Shows the overlay for 3 s from now, replacing any other; a repeat press restarts the 3 s. */
  showTransientOverlay: (overlay: TransientOverlay) => void;
  hideTransientOverlay: () => void;
};

export const initialViewState: ViewState = {
  hovering: 'not_hovering',
  stretch: false,
  isRolling: false,
  transientOverlay: null,
};

/** Stretch is how the viewer likes the picture, so it carries over; the rest is momentary. */
export const resetViewSlice = (): Partial<PlayerState> => ({
  hovering: 'not_hovering',
  isRolling: false,
  transientOverlay: null,
});

export const createViewSlice: StateCreator<PlayerState, [], [], ViewSlice> = (set) => {
  let overlayTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    ...initialViewState,
    setHovering: (hovering) => set({ hovering }),
    setStretch: (stretch) => set({ stretch }),
    setRolling: (isRolling) => set({ isRolling }),
    showTransientOverlay: (transientOverlay) => {
      clearTimeout(overlayTimer);
      set({ transientOverlay });
      overlayTimer = setTimeout(() => set({ transientOverlay: null }), OVERLAY_SHOW_MS);
    },
    hideTransientOverlay: () => {
      clearTimeout(overlayTimer);
      set({ transientOverlay: null });
    },
  };
};
