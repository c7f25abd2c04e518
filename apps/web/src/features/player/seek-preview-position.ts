/**
 * Pure: the left offset, in pixels from the seek bar's start, of a preview `previewWidth` wide
 * centred on `centre`, held inside the bar so it never pokes out of the player at either end.
 */
export function seekPreviewLeft(centre: number, previewWidth: number, trackWidth: number): number {
  const rightmost = Math.max(0, trackWidth - previewWidth);
  return Math.min(rightmost, Math.max(0, centre - previewWidth / 2));
}
