import mime from 'mime-types';

/**
 * The files the media routes serve, by extension. Anything else in a media folder (artwork,
 * .nfo files, partial downloads) stays private.
 */
const servedExtensions = new Set(['.m3u8', '.ts', '.m4s', '.mp4', '.m4v', '.m4a', '.aac']);
/** Subtitle files are text, though their types are not text/*: players must read UTF-8. */
const subtitleExtensions = new Set(['.vtt', '.srt']);
/** An .m4v is an MP4 file and has always been served as one (the registry says video/x-m4v). */
const ownTypes: Record<string, string> = { '.m4v': 'video/mp4' };

export function contentTypeOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot).toLowerCase();
  const subtitle = subtitleExtensions.has(extension);
  if (!subtitle && !servedExtensions.has(extension)) return undefined;
  const type = ownTypes[extension] ?? mime.lookup(extension);
  if (!type) return undefined;
  return subtitle ? `${type}; charset=utf-8` : type;
}
