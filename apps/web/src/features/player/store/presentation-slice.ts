import type { StateCreator } from 'zustand';
import type { CastState } from '../cast/cast-api.ts';
import type { PlayerState } from './player-store.ts';

/**
 * Why a way of showing the picture did nothing: the browser has no fullscreen at all, or the app
 * runs from an iPhone's or iPad's home screen, where Safari allows neither fullscreen nor
 * picture-in-picture.
 */
export type PresentationNotice = 'fullscreenUnavailable' | 'iosHomeScreenApp';

export type PresentationState = {
  /** The video plays in its own floating window. */
  isPictureInPicture: boolean;
  /** Safari reports an AirPlay receiver within reach. */
  airPlayAvailable: boolean;
  /** Where casting stands; null while it is not offered (not configured, or no Cast library). */
  castState: CastState | null;
  /** The name of the device being cast to, while connected. */
  castDevice: string | null;
  presentationNotice: PresentationNotice | null;
};

export type PresentationSlice = PresentationState & {
  setPictureInPicture: (active: boolean) => void;
  setAirPlayAvailable: (available: boolean) => void;
  setCastState: (state: CastState | null, device: string | null) => void;
  showPresentationNotice: (notice: PresentationNotice | null) => void;
};

export const initialPresentationState: PresentationState = {
  isPictureInPicture: false,
  airPlayAvailable: false,
  castState: null,
  castDevice: null,
  presentationNotice: null,
};

/** All describe the player of one title; the next title's player reports them anew. */
export const resetPresentationSlice = (): Partial<PlayerState> => initialPresentationState;

/** Pure: whether the picture is on a cast device rather than in the page. */
export const selectCasting = (state: PresentationState): boolean => state.castState === 'CONNECTED';

export const createPresentationSlice: StateCreator<PlayerState, [], [], PresentationSlice> = (
  set,
) => ({
  ...initialPresentationState,
  setPictureInPicture: (isPictureInPicture) => set({ isPictureInPicture }),
  setAirPlayAvailable: (airPlayAvailable) => set({ airPlayAvailable }),
  setCastState: (castState, castDevice) => set({ castState, castDevice }),
  showPresentationNotice: (presentationNotice) => set({ presentationNotice }),
});
