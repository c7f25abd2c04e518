export const subtitleFontStyles = [
  'default',
  'raised',
  'depressed',
  'uniform',
  'dropShadow',
] as const;
export type SubtitleFontStyle = (typeof subtitleFontStyles)[number];

/** How captions look; the viewer's choice is saved with the subtitle store. */
export interface SubtitleStyling {
  /** Hex colour, lower-cased. */
  color: string;
  backgroundOpacity: number;
  backgroundBlur: number;
  /** Multiplier of the base caption size. */
  size: number;
  bold: boolean;
  fontStyle: SubtitleFontStyle;
  /** Distance from the bottom of the video, in percent. */
  verticalPosition: number;
}

export const defaultSubtitleStyling: Readonly<SubtitleStyling> = Object.freeze({
  color: '#ffffff',
  backgroundOpacity: 0.5,
  backgroundBlur: 0.5,
  size: 1,
  bold: false,
  fontStyle: 'default',
  verticalPosition: 3,
});

/** The range each number of the styling (and the caption delay, in seconds) is held within. */
export const subtitleLimits = {
  backgroundOpacity: { min: 0, max: 1 },
  backgroundBlur: { min: 0, max: 1 },
  size: { min: 0.01, max: 10 },
  verticalPosition: { min: 0, max: 100 },
  delay: { min: -500, max: 500 },
} as const;

/** Pure: `value` within `limits`; not-a-number counts as the minimum. */
export function clampToLimits(value: number, limits: { min: number; max: number }): number {
  if (Number.isNaN(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** Pure: a styling change with every number held within its limits and the colour lower-cased. */
export function clampStyling(partial: Partial<SubtitleStyling>): Partial<SubtitleStyling> {
  const next: Partial<SubtitleStyling> = { ...partial };
  if (partial.color !== undefined) next.color = partial.color.toLowerCase();
  if (partial.backgroundOpacity !== undefined)
    next.backgroundOpacity = clampToLimits(
      partial.backgroundOpacity,
      subtitleLimits.backgroundOpacity,
    );
  if (partial.backgroundBlur !== undefined)
    next.backgroundBlur = clampToLimits(partial.backgroundBlur, subtitleLimits.backgroundBlur);
  if (partial.size !== undefined) next.size = clampToLimits(partial.size, subtitleLimits.size);
  if (partial.verticalPosition !== undefined)
    next.verticalPosition = clampToLimits(
      partial.verticalPosition,
      subtitleLimits.verticalPosition,
    );
  if (partial.fontStyle !== undefined && !subtitleFontStyles.includes(partial.fontStyle))
    delete next.fontStyle;
  return next;
}

/** Pure: a caption delay within its limits. */
export function clampDelay(delay: number): number {
  return clampToLimits(delay, subtitleLimits.delay);
}
