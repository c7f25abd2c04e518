/** The shipped themes; 'default' is the palette of styles/index.css. */
export const themeIds = [
  'default',
  'blue',
  'gray',
  'red',
  'teal',
  'classic',
  'green',
  'mocha',
  'pink',
  'noir',
  'ember',
  'acid',
  'spark',
  'grape',
  'spiderman',
  'forest',
  'wolverine',
  'popsicle',
  'hulk',
] as const;

export type ThemeId = (typeof themeIds)[number];

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}

/** Pure: the theme to show for a stored value; unknown names (say, from another client) fall back. */
export function resolveTheme(value: string | null): ThemeId {
  return isThemeId(value) ? value : 'default';
}
