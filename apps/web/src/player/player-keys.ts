import {
  SEEK_STEP_ARROW_S,
  SEEK_STEP_LONG_S,
  SUBTITLE_DELAY_STEP_S,
  VOLUME_KEY_STEP,
} from '@screenroom/core';
import type { PlayerController } from './controller/player-controller.ts';

/** What a shortcut does, given the controller; the table below is the one list of shortcuts. */
export type KeyCommand = (player: PlayerController) => void;

const shortcuts: Record<string, KeyCommand> = {
  ' ': (p) => p.togglePlay(),
  k: (p) => p.togglePlay(),
  f: (p) => p.toggleFullscreen(),
  m: (p) => p.toggleMute(),
  ArrowLeft: (p) => p.seekBy(-SEEK_STEP_ARROW_S),
  ArrowRight: (p) => p.seekBy(SEEK_STEP_ARROW_S),
  j: (p) => p.seekBy(-SEEK_STEP_LONG_S),
  l: (p) => p.seekBy(SEEK_STEP_LONG_S),
  ArrowUp: (p) => p.stepVolume(VOLUME_KEY_STEP),
  ArrowDown: (p) => p.stepVolume(-VOLUME_KEY_STEP),
  '.': (p) => p.stepFrame(1),
  ',': (p) => p.stepFrame(-1),
  '>': (p) => p.stepPlaybackSpeed(1),
  '<': (p) => p.stepPlaybackSpeed(-1),
  r: (p) => p.roll(),
  c: (p) => p.toggleLastCaption(),
  '[': (p) => p.shiftCaptionDelay(-SUBTITLE_DELAY_STEP_S),
  ']': (p) => p.shiftCaptionDelay(SUBTITLE_DELAY_STEP_S),
  e: (p) => p.toggleEpisodes(),
  Escape: (p) => p.closeOverlay(),
};

/** The command a key runs in the player; null for keys the player leaves alone. */
export function keyCommand(key: string): KeyCommand | null {
  return shortcuts[key.length === 1 ? key.toLowerCase() : key] ?? null;
}
