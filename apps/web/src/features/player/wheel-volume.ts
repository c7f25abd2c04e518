import { VOLUME_WHEEL_DIVISOR } from '@screenroom/core';

// Wheel events count in pixels, lines or pages; a line and a page are taken as the pixels a
// browser usually scrolls for them, so every mouse turns the volume at about the same rate.
const PIXELS_PER_LINE = 40;
const PIXELS_PER_PAGE = 800;

/** Pure: the volume change for a wheel turn, deltaY / 1000; turning down lowers the volume. */
export function wheelVolumeDelta({ deltaY, deltaMode }: { deltaY: number; deltaMode: number }) {
  const pixels =
    deltaMode === 1
      ? deltaY * PIXELS_PER_LINE
      : deltaMode === 2
        ? deltaY * PIXELS_PER_PAGE
        : deltaY;
  return -pixels / VOLUME_WHEEL_DIVISOR;
}
