import {
  AUTOPLAY_SKIP_CREDITS_FRACTION,
  NEXT_EPISODE_HOVER_FRACTION,
  NEXT_EPISODE_WINDOW_S,
  SKIP_INTRO_ALWAYS_SHOWN_S,
} from './constants.ts';

/** 'always' shows the button, 'hover' only while the controls are hovered, 'none' hides it. */
export type ButtonVisibility = 'always' | 'hover' | 'none';

/** Always in the last 30 s, on hover once 93 % is watched. */
export function nextEpisodeVisibility(time: number, duration: number): ButtonVisibility {
  if (!(duration > 0)) return 'none';
  if (duration - time <= NEXT_EPISODE_WINDOW_S) return 'always';
  if (time / duration >= NEXT_EPISODE_HOVER_FRACTION) return 'hover';
  return 'none';
}

/** Autoplay fires at the end, or within 1 % of it when skip-credits is on. */
export function shouldAutoplayNext(time: number, duration: number, skipCredits: boolean): boolean {
  if (!(duration > 0)) return false;
  if (time >= duration) return true;
  return skipCredits && duration - time <= duration * AUTOPLAY_SKIP_CREDITS_FRACTION;
}

/** Before the intro ends, always in the first 10 s, later only on hover. */
export function skipIntroVisibility(
  time: number,
  skipTime: number | null,
  playing: boolean,
): ButtonVisibility {
  if (skipTime === null || !playing || time >= skipTime) return 'none';
  return time < SKIP_INTRO_ALWAYS_SHOWN_S ? 'always' : 'hover';
}

const SKIP_TIME_PATTERN = /^(\d+(?:\.\d+)?)s$/;

/** The intro-skip service answers like '45s'; anything else means no skip time. */
export function parseSkipTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = SKIP_TIME_PATTERN.exec(value.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
}
