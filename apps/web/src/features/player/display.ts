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
  /** Fullscreen was asked for where the browser has no way to give it. */
  | { type: 'fullscreenUnavailable' }
  | { type: 'error'; error: PlaybackError }
  | { type: 'audioTracks'; tracks: AudioTrack[] }
  /** The track now heard; null before the stream has one. */
  | { type: 'audioTrack'; id: string | null }
  /** A track could not be loaded; playback went on with `fallback`. */
  | { type: 'audioTrackFailed'; failed: AudioTrack; fallback: AudioTrack }
  /** The video entered or left its picture-in-picture window. */
  | { type: 'pictureInPicture'; active: boolean }
  /** Safari found or lost an AirPlay receiver. */
  | { type: 'airPlayAvailable'; available: boolean }
  /** The stream's subtitle renditions (HLS); the player fetches and draws captions itself. */
  | { type: 'subtitleTracks'; tracks: SubtitleRendition[] };

/** An HLS subtitle rendition: its language, name and WebVTT media playlist. */
export type SubtitleRendition = { language: string; label: string; url: string };

/** An audio rendition: an HLS alternate audio, or a track of a file that carries several. */
export type AudioTrack = { id: string; language: string; label: string };

export type QualityChoice = { automaticQuality: boolean; lastChosenQuality: QualityKey | null };

export type LoadOptions = { source: Stream; startAt: number; quality: QualityChoice };

/**
 * The media's clock read at the moment of asking; the store's time lags by up to one time event,
 * too much for keeping a watch party in step.
 */
export type DisplayClock = {
  time: number;
  paused: boolean;
  /** Seeking, or not paused but waiting for data: the position stands still. */
  stalled: boolean;
};

/**
 * The display back-ends: the player talks to whatever shows the video (the web video
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
  /**
   * A passing multiplier on the speed, with the pitch kept, while a watch party eases a guest
   * towards its host. Speed events keep reporting the speed set above, so the viewer never sees it.
   */
  setRateCorrection(factor: number): void;
  readClock(): DisplayClock;
  /** While the viewer drags the seek bar playback pauses, and resumes afterwards if it was playing. */
  setSeeking(seeking: boolean): void;
  /** Reports `fullscreenUnavailable` where the browser cannot fill the screen at all. */
  toggleFullscreen(): void;
  /** Switches to one of the tracks last reported in an `audioTracks` event. */
  changeAudioTrack(id: string): void;
  /** The audio language every stream loaded from now on starts in, when it offers it. */
  setAudioPreference(language: string | null): void;
  /**
   * The caption the viewer turned on (null for none), for a display whose device draws captions
   * itself; over the page's own video the captions layer draws them, so that display ignores it.
   */
  showCaption(id: string | null): void;
  /** Must run inside the click that asked for it: browsers allow the window only then. */
  enterPictureInPicture(): void;
  exitPictureInPicture(): void;
  /** Safari's own AirPlay receiver list; only offered after an `airPlayAvailable` event. */
  showAirPlayPicker(): void;
  on(listener: (event: DisplayEvent) => void): () => void;
  destroy(): void;
}
