import type { KeyAction } from './player-keys.ts';
import type { PlayerState } from './store/player-store.ts';

/** Carries out a keyboard shortcut against the current display. */
export function runKeyAction(state: PlayerState, action: KeyAction): void {
  const display = state.display;
  if (action.type === 'closeOverlay') return state.closeSettings();
  if (!display) return;
  const { time, duration } = state.progress;
  switch (action.type) {
    case 'togglePlay':
      return state.mediaPlaying.isPlaying ? display.pause() : display.play();
    case 'toggleFullscreen':
      return display.toggleFullscreen();
    case 'toggleMute':
      return display.setVolume(state.mediaPlaying.volume > 0 ? 0 : 1);
    case 'seekBy':
      return display.setTime(Math.min(duration, Math.max(0, time + action.seconds)));
    case 'volumeBy':
      return display.setVolume(state.mediaPlaying.volume + action.delta);
  }
}
