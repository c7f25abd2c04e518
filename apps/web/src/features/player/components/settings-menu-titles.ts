import type { TFunction } from 'i18next';
import type { SettingsRoute } from '../settings-overlay-route.ts';

/** A settings route other than the main menu: its panel is in settings-menus.tsx. */
export type SettingsSubRoute = Exclude<SettingsRoute, '/'>;

/**
 * What the settings overlay's frame shows of a sub-menu before its code is here: the title (a key
 * of the player namespace: the overlay hands in its `t`, typed to that namespace) and the panel's
 * height. Kept apart from the menus, which download on demand, so the frame, title and back button
 * show at once.
 */
export type SettingsMenuFrame = {
  title: (t: TFunction<'player'>) => string;
  /** The panel's height limit when it is not the usual 452 px (a literal Tailwind class). */
  heightClass?: string;
};

/** Adding a menu means a route in settings-overlay-route.ts, an entry here and one in settings-menus.tsx. */
export const settingsMenuFrames: Record<SettingsSubRoute, SettingsMenuFrame> = {
  '/quality': { title: (t) => t('settings.quality') },
  '/audio': { title: (t) => t('audio.title') },
  '/captions': { title: (t) => t('captions.title') },
  '/captions/source': { title: (t) => t('captions.sourceTitle') },
  '/captions/opensubtitles': { title: (t) => t('captions.online') },
  '/captions/settings': { title: (t) => t('captions.settings') },
  '/playback': { title: (t) => t('playback.speed') },
  '/source': { title: (t) => t('settings.source') },
  '/source/embeds': { title: (t) => t('sources.embedsTitle') },
  '/download': { title: (t) => t('download.title') },
  '/download/ios': { title: (t) => t('download.platforms.ios') },
  '/download/android': { title: (t) => t('download.platforms.android') },
  '/download/pc': { title: (t) => t('download.platforms.pc') },
  '/download/unable': { title: (t) => t('download.title') },
  '/watchparty': { title: (t) => t('watchParty.title'), heightClass: 'max-h-[455px]' },
  // Taller than the others: the whole list of keys fits where the screen allows.
  '/shortcuts': {
    title: (t) => t('shortcuts.title'),
    heightClass: 'max-h-[min(640px,calc(100dvh-8rem))]',
  },
};
