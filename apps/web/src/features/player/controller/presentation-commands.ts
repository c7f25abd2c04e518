import { loadedCastApi } from '../cast/cast-sender.ts';
import { runsAsIosHomeScreenApp } from '../presentation-support.ts';
import type { CommandContext } from './command-context.ts';

export function createPresentationCommands({ store, display: slot }: CommandContext) {
  const state = () => store.getState();

  /** Where the picture goes: full screen, a floating window, an AirPlay receiver, a cast device. */
  const presentationCommands = {
    /**
     * The player fills the screen, or only the video where that is all the browser allows (an
     * iPhone); where neither can happen the viewer is told why instead of nothing happening.
     */
    toggleFullscreen(): void {
      // Safari turns fullscreen off for home-screen apps, whatever its API claims.
      if (runsAsIosHomeScreenApp()) state().showPresentationNotice('iosHomeScreenApp');
      else slot.current?.toggleFullscreen();
    },
    /** Call it straight from the click: the browser opens the window only for a user gesture. */
    togglePictureInPicture(): void {
      const { isPictureInPicture } = state();
      const display = slot.current;
      // Safari turns the feature off for home-screen apps but still claims to have it.
      if (runsAsIosHomeScreenApp()) state().showPresentationNotice('iosHomeScreenApp');
      else if (isPictureInPicture) display?.exitPictureInPicture();
      else display?.enterPictureInPicture();
    },
    dismissPresentationNotice(): void {
      state().showPresentationNotice(null);
    },
    showAirPlayPicker(): void {
      slot.current?.showAirPlayPicker();
    },
    /**
     * Opens the cast device list, or ends casting when a device is connected; the player follows
     * the session either way (see cast/cast-switch.ts). Also needs the click's user gesture.
     */
    toggleCasting(): void {
      const context = loadedCastApi()?.framework.CastContext.getInstance();
      if (!context) return;
      if (context.getCurrentSession()) {
        context.endCurrentSession(true);
        return;
      }
      // Closing the device list without choosing one rejects; nothing changes then.
      void context.requestSession().catch(() => undefined);
    },
  };
  return presentationCommands;
}

export type PresentationCommands = ReturnType<typeof createPresentationCommands>;
