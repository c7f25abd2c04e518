import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { SettingsRoute } from '../settings-overlay-route.ts';
import {
  AndroidDownloadInstructions,
  IosDownloadInstructions,
  PcDownloadInstructions,
} from './DownloadInstructions.tsx';
import { DownloadMenu } from './DownloadMenu.tsx';
import { DownloadUnable } from './DownloadUnable.tsx';
import { QualityMenu } from './QualityMenu.tsx';
import { AudioMenu } from './AudioMenu.tsx';
import { CaptionSettingsMenu } from './captions/CaptionSettingsMenu.tsx';
import { CaptionSourceMenu } from './captions/CaptionSourceMenu.tsx';
import { CaptionsMenu } from './captions/CaptionsMenu.tsx';
import { OnlineSubtitlesMenu } from './captions/OnlineSubtitlesMenu.tsx';
import { PlaybackSpeedMenu } from './PlaybackSpeedMenu.tsx';
import { ShortcutsMenu } from './ShortcutsMenu.tsx';
import { EmbedMenu } from './EmbedMenu.tsx';
import { SourceMenu } from './SourceMenu.tsx';
import { WatchPartyMenu } from './watch-party/WatchPartyMenu.tsx';

/**
 * A panel of the settings overlay: its title and its content. Titles are keys of the player
 * namespace: the overlay hands in its `t`, typed to that namespace.
 */
export type SettingsMenu = {
  title: (t: TFunction<'player'>) => string;
  Menu: ComponentType<{ sourceName: string }>;
  /** The panel's height limit when it is not the usual 452 px (a literal Tailwind class). */
  heightClass?: string;
};

/**
 * The panels behind each sub-route; the main menu ('/') is drawn by the overlay itself from
 * SettingsMainMenu. Adding a menu means a route in settings-overlay-route.ts and an entry here.
 */
export const settingsMenus: Record<Exclude<SettingsRoute, '/'>, SettingsMenu> = {
  '/quality': { title: (t) => t('settings.quality'), Menu: QualityMenu },
  '/audio': { title: (t) => t('audio.title'), Menu: AudioMenu },
  '/captions': { title: (t) => t('captions.title'), Menu: CaptionsMenu },
  '/captions/source': { title: (t) => t('captions.sourceTitle'), Menu: CaptionSourceMenu },
  '/captions/opensubtitles': {
    title: (t) => t('captions.online'),
    Menu: OnlineSubtitlesMenu,
  },
  '/captions/settings': { title: (t) => t('captions.settings'), Menu: CaptionSettingsMenu },
  '/playback': { title: (t) => t('playback.speed'), Menu: PlaybackSpeedMenu },
  '/source': { title: (t) => t('settings.source'), Menu: SourceMenu },
  '/source/embeds': { title: (t) => t('sources.embedsTitle'), Menu: EmbedMenu },
  '/download': { title: (t) => t('download.title'), Menu: DownloadMenu },
  '/download/ios': {
    title: (t) => t('download.platforms.ios'),
    Menu: IosDownloadInstructions,
  },
  '/download/android': {
    title: (t) => t('download.platforms.android'),
    Menu: AndroidDownloadInstructions,
  },
  '/download/pc': {
    title: (t) => t('download.platforms.pc'),
    Menu: PcDownloadInstructions,
  },
  '/download/unable': { title: (t) => t('download.title'), Menu: DownloadUnable },
  '/watchparty': {
    title: (t) => t('watchParty.title'),
    Menu: WatchPartyMenu,
    heightClass: 'max-h-[455px]',
  },
  // Taller than the others: the whole list of keys fits where the screen allows.
  '/shortcuts': {
    title: (t) => t('shortcuts.title'),
    Menu: ShortcutsMenu,
    heightClass: 'max-h-[min(640px,calc(100dvh-8rem))]',
  },
};
