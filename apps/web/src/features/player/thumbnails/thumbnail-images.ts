/** One preview image: the media time it shows, in seconds, and the picture as a data URL. */
export type ThumbnailImage = { at: number; data: string };

/** Index of the first image at or after `time` in a list sorted by time. */
function firstAtOrAfter(images: readonly ThumbnailImage[], time: number): number {
  let low = 0;
  let high = images.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (images[middle]!.at < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Pure: a new list with `image` in time order; an image at the same time as an existing one
 * replaces it, so a second capture of a moment never shows twice.
 */
export function insertThumbnail(
  images: readonly ThumbnailImage[],
  image: ThumbnailImage,
): ThumbnailImage[] {
  const index = firstAtOrAfter(images, image.at);
  const replaces = images[index]?.at === image.at ? 1 : 0;
  return [...images.slice(0, index), image, ...images.slice(index + replaces)];
}

/** Pure: the image closest in time to `time` (the earlier one on a tie), or null when none. */
export function nearestThumbnail(
  images: readonly ThumbnailImage[],
  time: number,
): ThumbnailImage | null {
  if (images.length === 0) return null;
  const index = firstAtOrAfter(images, time);
  const after = images[index];
  const before = images[index - 1];
  if (!after) return before ?? null;
  if (!before) return after;
  return time - before.at <= after.at - time ? before : after;
}
