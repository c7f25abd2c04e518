import type { Caption, Qualities, QualityKey, Stream } from '@screenroom/core';
import type { ScannedFile } from './library-scanner.ts';
import { mediaFileUrl } from './media-path.ts';

/**
 * Our own files are same-origin to the web app (and served with CORS open under public access),
 * so players may fetch them directly.
 */
const libraryFlags = ['cors-allowed'];

/** How a file's URL is written: as its plain path, or signed for the viewer's session. */
export type FileLink = (rootName: string, relativePath: string) => string;

/**
 * Turns the indexed files of one title into streams: every HLS folder first, then one file
 * stream whose qualities come from the MP4s. Files come in root priority order, so the
 * operator's MEDIA_DIR wins a quality over the demo media.
 */
export function buildStreams(
  files: readonly ScannedFile[],
  link: FileLink = mediaFileUrl,
): Stream[] {
  const captions = files.filter((f) => f.kind === 'caption').map((f) => toCaption(f, link));
  const streams: Stream[] = [];
  const hls = files.filter((f) => f.kind === 'hls');
  hls.forEach((f, i) => {
    streams.push({
      id: i === 0 ? 'library-hls' : `library-hls-${i + 1}`,
      type: 'hls',
      playlist: link(f.root, f.relativePath),
      captions,
      flags: [...libraryFlags],
    });
  });
  const qualities: Qualities = {};
  for (const f of files) {
    if (f.kind !== 'file') continue;
    const key = f.detail as QualityKey;
    qualities[key] ??= { type: 'mp4', url: link(f.root, f.relativePath) };
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

function toCaption(file: ScannedFile, link: FileLink): Caption {
  return {
    // The plain path, so a caption keeps its id when its signed link changes.
    id: mediaFileUrl(file.root, file.relativePath),
    language: file.detail,
    url: link(file.root, file.relativePath),
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
