import { hlsLevelHeightToQuality, sortQualities, type QualityKey } from '@screenroom/core';

type Level = { height: number };

/** The distinct qualities an HLS manifest offers, best first. */
export function hlsQualities(levels: readonly Level[]): QualityKey[] {
  const keys = new Set(levels.map((level) => hlsLevelHeightToQuality(level.height)));
  return sortQualities([...keys]);
}

/** Index of the level whose height maps to `quality`; the highest such when there are several. */
export function hlsLevelIndexFor(levels: readonly Level[], quality: QualityKey): number {
  let found = -1;
  levels.forEach((level, index) => {
    if (hlsLevelHeightToQuality(level.height) !== quality) return;
    const best = levels[found];
    if (found === -1 || (best !== undefined && level.height >= best.height)) found = index;
  });
  return found;
}
