import { loadedCastApi } from '../cast/cast-sender.ts';
import { usePlayerStore } from '../store/player-store.ts';

const state = () => usePlayerStore.getState();

/** Where the picture goes: a floating window, an AirPlay receiver, a cast device. */
export const presentationCommands = {
  /** Call it straight from the click: the browser opens the window only for a user gesture. */
  togglePictureInPicture(): void {
    const { display, isPictureInPicture } = state();
    if (isPictureInPicture) display?.exitPictureInPicture();
    else display?.enterPictureInPicture();
  },
  showAirPlayPicker(): void {
    state().display?.showAirPlayPicker();
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
