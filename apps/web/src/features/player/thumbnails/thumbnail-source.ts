import {
  hlsLevelHeightToQuality,
  qualityWeights,
  type FileStream,
  type QualityKey,
} from '@screenroom/core';

/** Thumbnails are small, so they come from the 360 rendition, which costs the least to fetch. */
const THUMBNAIL_QUALITY: QualityKey = '360';

/**
 * Pure: the file to capture thumbnails from: the 360 one, else the lightest known quality, else
 * one of unknown quality; null when the stream has no file at all.
 */
export function thumbnailFileUrl(stream: FileStream): string | null {
  const available = (Object.keys(stream.qualities) as QualityKey[]).filter(
    (key) => stream.qualities[key],
  );
  const known = available.filter((key) => key !== 'unknown');
  const lightest = [...known].sort((a, b) => qualityWeights[a] - qualityWeights[b])[0];
  const chosen = available.includes(THUMBNAIL_QUALITY)
    ? THUMBNAIL_QUALITY
    : (lightest ?? 'unknown');
  return stream.qualities[chosen]?.url ?? null;
}

/**
 * Pure: the HLS level to capture thumbnails from: the 360 one, else the one with the fewest
 * lines; -1 when the manifest has no levels.
 */
export function thumbnailLevelIndex(levels: readonly { height: number }[]): number {
  const exact = levels.findIndex((level) => hlsLevelHeightToQuality(level.height) === '360');
  if (exact !== -1) return exact;
  let lowest = -1;
  levels.forEach((level, index) => {
    if (lowest === -1 || level.height < levels[lowest]!.height) lowest = index;
  });
  return lowest;
}
