import type { QualityKey, Stream } from '@screenroom/core';
import type { PlaybackError } from './playback-error.ts';

/** What a display back-end reports back; the player store listens to these. */
export type DisplayEvent =
  | { type: 'playing'; playing: boolean }
  | { type: 'loading'; loading: boolean }
  | { type: 'time'; time: number }
  | { type: 'duration'; duration: number }
  | { type: 'buffered'; buffered: number }
  | { type: 'volume'; volume: number }
  | { type: 'playbackRate'; rate: number }
  | { type: 'qualities'; qualities: QualityKey[] }
  | { type: 'changedQuality'; quality: QualityKey | null }
  | { type: 'fullscreen'; fullscreen: boolean }
  | { type: 'error'; error: PlaybackError };

export type QualityChoice = { automaticQuality: boolean; lastChosenQuality: QualityKey | null };

export type LoadOptions = { source: Stream; startAt: number; quality: QualityChoice };

/**
 * Document 002 §4 "Display back-ends": the player talks to whatever shows the video (the web video
 * element today, a casting device later) only through this.
 */
export interface DisplayInterface {
  load(options: LoadOptions): void;
  changeQuality(choice: QualityChoice): void;
  play(): void;
  pause(): void;
  setTime(time: number): void;
  setVolume(volume: number): void;
  setPlaybackRate(rate: number): void;
  /** While the viewer drags the seek bar playback pauses, and resumes afterwards if it was playing. */
  setSeeking(seeking: boolean): void;
  toggleFullscreen(): void;
  on(listener: (event: DisplayEvent) => void): () => void;
  destroy(): void;
}
