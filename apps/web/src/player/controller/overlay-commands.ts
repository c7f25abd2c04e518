import type { SettingsRoute } from '../settings-overlay-route.ts';
import { usePlayerStore } from '../store/player-store.ts';

export const overlayCommands = {
  openSettings(route: SettingsRoute = '/'): void {
    usePlayerStore.getState().openSettings(route);
  },
  closeSettings(): void {
    usePlayerStore.getState().closeSettings();
  },
  toggleSettings(): void {
    const s = usePlayerStore.getState();
    if (s.settingsRoute === null) s.openSettings('/');
    else s.closeSettings();
  },
  /** `?` and the settings menu's line: the list of keyboard shortcuts, or closed again. */
  toggleShortcuts(): void {
    const s = usePlayerStore.getState();
    if (s.settingsRoute === '/shortcuts') s.closeSettings();
    else s.openSettings('/shortcuts');
  },
  /** Escape closes whatever overlay is open. */
  closeOverlay(): void {
    usePlayerStore.getState().closeSettings();
    usePlayerStore.getState().closeEpisodes();
  },
};
