/** What went wrong in playback, in a form the error screen can translate. */
export type PlaybackErrorKind = 'aborted' | 'network' | 'decode' | 'notSupported' | 'generic';

export type PlaybackError = {
  type: 'htmlvideo' | 'hls';
  /** Translation key under player:playbackError.reasons, or null when `message` is shown as is. */
  reason: PlaybackErrorKind | null;
  message: string;
};

const MEDIA_ERROR_KINDS: Record<number, PlaybackErrorKind> = {
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'notSupported',
};

export function mediaElementError(code: number | undefined, message?: string): PlaybackError {
  const reason = (code !== undefined ? MEDIA_ERROR_KINDS[code] : undefined) ?? 'generic';
  return { type: 'htmlvideo', reason, message: message || 'Failed to play video!' };
}

export function hlsError(message: string): PlaybackError {
  return { type: 'hls', reason: null, message };
}

export const HLS_MANIFEST_ERROR = 'Failed to load HLS manifest';
export const HLS_UNSUPPORTED_ERROR = 'HLS not supported. Update your browser.';
/** hls.js raises this when a buffer is torn down during a source switch; it is not a real failure. */
export const HLS_IGNORED_ERROR = 'SourceBuffer removed';
