import type { Caption, Qualities, QualityKey, Stream } from '@screenroom/core';
import type { ScannedFile } from './library-scanner.ts';
import { mediaFileUrl } from './media-path.ts';

/** Our own files are same-origin and served with CORS open, so players may fetch them directly. */
const libraryFlags = ['cors-allowed'];

/**
 * Turns the indexed files of one title into streams: every HLS folder first, then one file
 * stream whose qualities come from the MP4s. Files come in root priority order, so the
 * operator's MEDIA_DIR wins a quality over the demo media.
 */
export function buildStreams(files: readonly ScannedFile[]): Stream[] {
  const captions = files.filter((f) => f.kind === 'caption').map(toCaption);
  const streams: Stream[] = [];
  const hls = files.filter((f) => f.kind === 'hls');
  hls.forEach((f, i) => {
    streams.push({
      id: i === 0 ? 'library-hls' : `library-hls-${i + 1}`,
      type: 'hls',
      playlist: mediaFileUrl(f.root, f.relativePath),
      captions,
      flags: [...libraryFlags],
    });
  });
  const qualities: Qualities = {};
  for (const f of files) {
    if (f.kind !== 'file') continue;
    const key = f.detail as QualityKey;
    qualities[key] ??= { type: 'mp4', url: mediaFileUrl(f.root, f.relativePath) };
  }
  if (Object.keys(qualities).length > 0) {
    streams.push({
      id: 'library-file',
      type: 'file',
      qualities,
      captions,
      flags: [...libraryFlags],
    });
  }
  return streams;
}

function toCaption(file: ScannedFile): Caption {
  const url = mediaFileUrl(file.root, file.relativePath);
  return {
    id: url,
    language: file.detail,
    url,
    type: file.relativePath.toLowerCase().endsWith('.vtt') ? 'vtt' : 'srt',
    hasCorsRestrictions: false,
  };
}

/** Orders files by the priority of their root, then by path, so answers never depend on the database. */
export function orderByRoot(
  files: readonly ScannedFile[],
  rootOrder: readonly string[],
): ScannedFile[] {
  const rank = (root: string) => {
    const i = rootOrder.indexOf(root);
    return i < 0 ? rootOrder.length : i;
  };
  return [...files].sort(
    (a, b) =>
      rank(a.root) - rank(b.root) ||
      (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0),
  );
}
