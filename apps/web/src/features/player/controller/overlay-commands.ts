import type { SettingsRoute } from '../settings-overlay-route.ts';
import type { CommandContext } from './command-context.ts';

export function createOverlayCommands({ store }: CommandContext) {
  const overlayCommands = {
    openSettings(route: SettingsRoute = '/'): void {
      store.getState().openSettings(route);
    },
    closeSettings(): void {
      store.getState().closeSettings();
    },
    toggleSettings(): void {
      const s = store.getState();
      if (s.settingsRoute === null) s.openSettings('/');
      else s.closeSettings();
    },
    /** `?` and the settings menu's line: the list of keyboard shortcuts, or closed again. */
    toggleShortcuts(): void {
      const s = store.getState();
      if (s.settingsRoute === '/shortcuts') s.closeSettings();
      else s.openSettings('/shortcuts');
    },
    /** Escape closes whatever overlay is open. */
    closeOverlay(): void {
      store.getState().closeSettings();
      store.getState().closeEpisodes();
    },
  };
  return overlayCommands;
}

export type OverlayCommands = ReturnType<typeof createOverlayCommands>;
