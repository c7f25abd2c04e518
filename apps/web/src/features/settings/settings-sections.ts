/** The page's sections in order; each id is the anchor of its section. */
export const settingsSectionIds = [
  'account',
  'appearance',
  'connections',
  'sources',
  'preferences',
  'subtitles',
] as const;

export type SettingsSectionId = (typeof settingsSectionIds)[number];
