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

/** Keys that play, pause or seek: a watch party's guest leaves them to its host. */
const hostPlaybackKeys: ReadonlySet<string> = new Set([
  ' ',
  'k',
  'ArrowLeft',
  'ArrowRight',
  'j',
  'l',
  '.',
  ',',
]);
/** Keys that change the speed, which a guest takes from its host. */
const speedKeys: ReadonlySet<string> = new Set(['>', '<']);

/**
 * Who may steer playback now: `inControl` is false for a watch party's guest, and `speedLocked`
 * true while its speed is the host's. Both default to a viewer alone.
 */
export type KeyContext = { inControl?: boolean; speedLocked?: boolean };

/**
 * The command a key runs in the player; null for keys the player leaves alone, and for a guest's
 * playback and speed keys (the commands refuse them too; this lets the key do nothing at all).
 */
export function keyCommand(
  key: string,
  { inControl = true, speedLocked = false }: KeyContext = {},
): KeyCommand | null {
  const name = key.length === 1 ? key.toLowerCase() : key;
  if (!inControl && hostPlaybackKeys.has(name)) return null;
  if (speedLocked && speedKeys.has(name)) return null;
  return shortcuts[name] ?? null;
}
