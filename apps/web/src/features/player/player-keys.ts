import {
  SEEK_STEP_ARROW_S,
  SEEK_STEP_LONG_S,
  SUBTITLE_DELAY_STEP_S,
  VOLUME_KEY_STEP,
} from '@screenroom/core';
import type { PlayerCommands } from './create-player.ts';

/** What a shortcut does, given the controller. */
export type KeyCommand = (player: PlayerCommands) => void;

/**
 * What the shortcuts list says a key does: a text of the player namespace's `shortcuts.actions`,
 * with the numbers it names.
 */
export type ShortcutDescription = {
  text:
    | 'playPause'
    | 'fullscreen'
    | 'mute'
    | 'back'
    | 'forward'
    | 'volumeUp'
    | 'volumeDown'
    | 'frameForward'
    | 'frameBack'
    | 'faster'
    | 'slower'
    | 'roll'
    | 'captions'
    | 'captionsEarlier'
    | 'captionsLater'
    | 'episodes'
    | 'shortcuts'
    | 'close';
  values?: Record<string, number>;
};

type Shortcut = { run: KeyCommand; does: ShortcutDescription };

const back = (seconds: number): ShortcutDescription => ({ text: 'back', values: { seconds } });
const forward = (seconds: number): ShortcutDescription => ({
  text: 'forward',
  values: { seconds },
});
const delay = (text: 'captionsEarlier' | 'captionsLater'): ShortcutDescription => ({
  text,
  values: { seconds: SUBTITLE_DELAY_STEP_S },
});

/** The one list of shortcuts: what each key runs, and what the shortcuts list says of it. */
const shortcuts: Record<string, Shortcut> = {
  ' ': { run: (p) => p.togglePlay(), does: { text: 'playPause' } },
  k: { run: (p) => p.togglePlay(), does: { text: 'playPause' } },
  f: { run: (p) => p.toggleFullscreen(), does: { text: 'fullscreen' } },
  m: { run: (p) => p.toggleMute(), does: { text: 'mute' } },
  ArrowLeft: { run: (p) => p.seekBy(-SEEK_STEP_ARROW_S), does: back(SEEK_STEP_ARROW_S) },
  ArrowRight: { run: (p) => p.seekBy(SEEK_STEP_ARROW_S), does: forward(SEEK_STEP_ARROW_S) },
  j: { run: (p) => p.seekBy(-SEEK_STEP_LONG_S), does: back(SEEK_STEP_LONG_S) },
  l: { run: (p) => p.seekBy(SEEK_STEP_LONG_S), does: forward(SEEK_STEP_LONG_S) },
  ArrowUp: { run: (p) => p.stepVolume(VOLUME_KEY_STEP), does: { text: 'volumeUp' } },
  ArrowDown: { run: (p) => p.stepVolume(-VOLUME_KEY_STEP), does: { text: 'volumeDown' } },
  '.': { run: (p) => p.stepFrame(1), does: { text: 'frameForward' } },
  ',': { run: (p) => p.stepFrame(-1), does: { text: 'frameBack' } },
  '>': { run: (p) => p.stepPlaybackSpeed(1), does: { text: 'faster' } },
  '<': { run: (p) => p.stepPlaybackSpeed(-1), does: { text: 'slower' } },
  r: { run: (p) => p.roll(), does: { text: 'roll' } },
  c: { run: (p) => p.toggleLastCaption(), does: { text: 'captions' } },
  '[': { run: (p) => p.shiftCaptionDelay(-SUBTITLE_DELAY_STEP_S), does: delay('captionsEarlier') },
  ']': { run: (p) => p.shiftCaptionDelay(SUBTITLE_DELAY_STEP_S), does: delay('captionsLater') },
  e: { run: (p) => p.toggleEpisodes(), does: { text: 'episodes' } },
  '?': { run: (p) => p.toggleShortcuts(), does: { text: 'shortcuts' } },
  Escape: { run: (p) => p.closeOverlay(), does: { text: 'close' } },
};

/** One line of the shortcuts list: the keys (as `KeyboardEvent.key` names them) that do one thing. */
export type ShortcutLine = { keys: string[]; does: ShortcutDescription };

function sameDescription(a: ShortcutDescription, b: ShortcutDescription): boolean {
  const names = new Set([...Object.keys(a.values ?? {}), ...Object.keys(b.values ?? {})]);
  return a.text === b.text && [...names].every((name) => a.values?.[name] === b.values?.[name]);
}

/**
 * Pure: every shortcut for the shortcuts list, in the table's order, keys that do the same thing
 * on one line. Made from the table itself, so the list cannot miss a key.
 */
export function shortcutLines(): ShortcutLine[] {
  const lines: ShortcutLine[] = [];
  for (const [key, { does }] of Object.entries(shortcuts)) {
    const same = lines.find((line) => sameDescription(line.does, does));
    if (same) same.keys.push(key);
    else lines.push({ keys: [key], does });
  }
  return lines;
}

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
  return shortcuts[name]?.run ?? null;
}
