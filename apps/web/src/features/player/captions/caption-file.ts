/** The subtitle files a viewer may upload or drop on the player. */
export const SUPPORTED_CAPTION_EXTENSIONS = ['.srt', '.vtt'] as const;

/** Uploads of this size or more are refused: no subtitle file comes close, a video file does. */
export const MAX_CAPTION_FILE_BYTES = 50 * 1024 * 1024;

/** Pure: whether a file name has one of the supported extensions (in any case). */
export function isSupportedCaptionFile(name: string): boolean {
  const lower = name.toLowerCase();
  return SUPPORTED_CAPTION_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
