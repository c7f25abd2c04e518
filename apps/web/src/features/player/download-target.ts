import { pickQuality, type FileStream, type QualityKey, type Stream } from '@screenroom/core';
import type { PlayerMeta } from './player-meta.ts';

/**
 * What the download menu can offer for the stream on screen: one MP4 file (the quality being
 * watched), or nothing, because the stream comes in HLS pieces or nothing plays yet.
 */
export type DownloadTarget =
  | { kind: 'file'; url: string; quality: QualityKey }
  | { kind: 'unable'; reason: 'hls' | 'noStream' };

/**
 * Pure: the file to offer. The quality on screen when there is one, else the one the player
 * would pick on its own (the best).
 */
export function downloadTarget(source: Stream | null, current: QualityKey | null): DownloadTarget {
  if (!source) return { kind: 'unable', reason: 'noStream' };
  if (source.type === 'hls') return { kind: 'unable', reason: 'hls' };
  const available = (Object.keys(source.qualities) as QualityKey[]).filter(
    (key) => source.qualities[key],
  );
  if (available.length === 0) return { kind: 'unable', reason: 'noStream' };
  const quality =
    current !== null && source.qualities[current]
      ? current
      : pickQuality(available, { automaticQuality: true, lastChosenQuality: null });
  const file = source.qualities[quality]!;
  return { kind: 'file', url: file.url, quality };
}

/**
 * Pure: a stream with files among the ones the same source gave (the library's MP4 beside its
 * HLS), for an HLS stream that cannot be saved itself; null otherwise.
 */
export function downloadableSibling(
  source: Stream | null,
  siblings: readonly Stream[],
): FileStream | null {
  if (source?.type !== 'hls') return null;
  const files = siblings.filter((stream): stream is FileStream => stream.type === 'file');
  return files.find((stream) => Object.values(stream.qualities).some(Boolean)) ?? null;
}

/** Pure: how a quality reads in a menu: 480p, 4K, or null when the stream does not say. */
export function qualityName(quality: QualityKey): string | null {
  if (quality === 'unknown') return null;
  return quality === '4k' ? '4K' : `${quality}p`;
}

/**
 * Pure: the name offered for the saved file: the title, the year or episode, the quality.
 * Characters that file systems refuse are dropped.
 */
export function downloadFileName(meta: PlayerMeta | null, quality: QualityKey): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: string[] = [];
  if (meta) {
    parts.push(meta.title);
    if (meta.type === 'show' && meta.season && meta.episode) {
      parts.push(`S${pad(meta.season.number)}E${pad(meta.episode.number)}`);
    } else if (meta.releaseYear) {
      parts.push(`(${meta.releaseYear})`);
    }
  } else {
    parts.push('video');
  }
  const name = qualityName(quality);
  if (name) parts.push(name);
  return `${parts
    .join(' ')
    .replace(/[\\/:*?"<>|]+/g, '')
    .trim()}.mp4`;
}
