import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { SettingsRoute } from '../../player/settings-overlay-route.ts';
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
import { EmbedMenu } from './EmbedMenu.tsx';
import { SourceMenu } from './SourceMenu.tsx';
import { WatchPartyMenu } from './watch-party/WatchPartyMenu.tsx';

/**
 * A panel of the settings overlay: its title and its content. Titles name their namespace, since
 * this file has no translation hook of its own to take it from.
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
  '/quality': { title: (t) => t('player:settings.quality'), Menu: QualityMenu },
  '/audio': { title: (t) => t('player:audio.title'), Menu: AudioMenu },
  '/captions': { title: (t) => t('player:captions.title'), Menu: CaptionsMenu },
  '/captions/source': { title: (t) => t('player:captions.sourceTitle'), Menu: CaptionSourceMenu },
  '/captions/opensubtitles': {
    title: (t) => t('player:captions.online'),
    Menu: OnlineSubtitlesMenu,
  },
  '/captions/settings': { title: (t) => t('player:captions.settings'), Menu: CaptionSettingsMenu },
  '/playback': { title: (t) => t('player:playback.speed'), Menu: PlaybackSpeedMenu },
  '/source': { title: (t) => t('player:settings.source'), Menu: SourceMenu },
  '/source/embeds': { title: (t) => t('player:sources.embedsTitle'), Menu: EmbedMenu },
  '/download': { title: (t) => t('player:download.title'), Menu: DownloadMenu },
  '/download/ios': {
    title: (t) => t('player:download.platforms.ios'),
    Menu: IosDownloadInstructions,
  },
  '/download/android': {
    title: (t) => t('player:download.platforms.android'),
    Menu: AndroidDownloadInstructions,
  },
  '/download/pc': {
    title: (t) => t('player:download.platforms.pc'),
    Menu: PcDownloadInstructions,
  },
  '/download/unable': { title: (t) => t('player:download.title'), Menu: DownloadUnable },
  '/watchparty': {
    title: (t) => t('player:watchParty.title'),
    Menu: WatchPartyMenu,
    heightClass: 'max-h-[455px]',
  },
};
