/** The page's sections in order; each id is the anchor of its section (document 000 §2 "Settings"). */
export const settingsSectionIds = [
  'account',
  'appearance',
  'connections',
  'preferences',
  'subtitles',
] as const;

export type SettingsSectionId = (typeof settingsSectionIds)[number];
