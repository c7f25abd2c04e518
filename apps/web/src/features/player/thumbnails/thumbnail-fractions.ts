/** Finer levels stop here: 129 images, about 47 s apart on a 100-minute film. */
export const THUMBNAIL_MAX_LEVEL = 7;
/** Images closer together than this add nothing a viewer could tell apart while hovering. */
const THUMBNAIL_MIN_SPACING_S = 2;

/**
 * Pure: the deepest halving level worth capturing for a title of `duration` seconds, so that
 * neighbouring images stay at least the minimum spacing apart. Level 0 is the two ends only.
 */
export function thumbnailLevelFor(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  let level = 0;
  while (level < THUMBNAIL_MAX_LEVEL && duration / 2 ** (level + 1) >= THUMBNAIL_MIN_SPACING_S) {
    level += 1;
  }
  return level;
}

/**
 * Pure: where to capture, as fractions of the duration, coarsest first: 0, 1, then each halving
 * level's new midpoints (0.5; 0.25, 0.75; 0.125, 0.375, ...). The whole bar gets a rough preview
 * early and every later image sharpens it, however soon the capture is stopped.
 */
export function thumbnailFractions(maxLevel: number): number[] {
  const fractions = [0, 1];
  for (let level = 1; level <= maxLevel; level += 1) {
    const parts = 2 ** level;
    for (let step = 1; step < parts; step += 2) fractions.push(step / parts);
  }
  return fractions;
}
