import { SEEK_STEP_ARROW_S, SEEK_STEP_LONG_S, VOLUME_KEY_STEP } from '@screenroom/core';

export type KeyAction =
  | { type: 'togglePlay' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleMute' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'closeOverlay' };

/** Document 002 §9 keyboard shortcuts; null for keys the player leaves alone. */
export function keyAction(key: string): KeyAction | null {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { type: 'togglePlay' };
    case 'f':
      return { type: 'toggleFullscreen' };
    case 'm':
      return { type: 'toggleMute' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_STEP_ARROW_S };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_STEP_ARROW_S };
    case 'j':
      return { type: 'seekBy', seconds: -SEEK_STEP_LONG_S };
    case 'l':
      return { type: 'seekBy', seconds: SEEK_STEP_LONG_S };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_KEY_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_KEY_STEP };
    case 'Escape':
      return { type: 'closeOverlay' };
    default:
      return null;
  }
}
