import type { SubtitleFontStyle, SubtitleStyling } from '@screenroom/core';

/** The colour presets offered before "custom". */
export const captionColorPresets = [
  { key: 'white', color: '#ffffff' },
  { key: 'lightBlue', color: '#80b1fa' },
  { key: 'yellow', color: '#e2e535' },
  { key: 'green', color: '#10b239' },
] as const;

export function isPresetColor(color: string): boolean {
  return captionColorPresets.some((preset) => preset.color === color.toLowerCase());
}

// Edge styles as television captions draw them: raised and depressed light the letter from
// opposite corners, uniform outlines it, drop shadow casts a soft shadow.
const textShadows: Record<SubtitleFontStyle, string> = {
  default: 'none',
  raised: '1px 1px 0 rgb(0 0 0 / 0.9), 2px 2px 0 rgb(0 0 0 / 0.6)',
  depressed: '-1px -1px 0 rgb(0 0 0 / 0.9), 1px 1px 0 rgb(255 255 255 / 0.25)',
  uniform: '-1px -1px 0 #000, 1px -1px 0 #000, -1px 1px 0 #000, 1px 1px 0 #000, 0 0 2px #000',
  dropShadow: '2px 2px 4px rgb(0 0 0 / 0.9)',
};

/** Pure: how the caption's text box looks; `baseRem` is the caption size at a size of 1. */
export function captionTextStyle(styling: SubtitleStyling, baseRem = 1.5) {
  return {
    color: styling.color,
    backgroundColor: `rgb(0 0 0 / ${styling.backgroundOpacity})`,
    backdropFilter: styling.backgroundBlur > 0 ? `blur(${styling.backgroundBlur * 10}px)` : 'none',
    fontSize: `${Number((baseRem * styling.size).toFixed(3))}rem`,
    fontWeight: styling.bold ? 700 : 400,
    textShadow: textShadows[styling.fontStyle],
  };
}

/** Pure: the caption's distance from the bottom of the picture. */
export function captionPositionStyle(styling: SubtitleStyling) {
  return { bottom: `${styling.verticalPosition}%` };
}
