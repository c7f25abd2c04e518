import type { ComponentType } from 'react';
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
import type { SettingsSubRoute } from './settings-menu-titles.ts';

/**
 * The panels behind each sub-route, downloaded as one chunk when the overlay first opens (only
 * through settings-menus-module.ts); the main menu ('/') is drawn by the overlay itself from
 * SettingsMainMenu, and each panel's title is in settings-menu-titles.ts.
 */
export const settingsMenus: Record<SettingsSubRoute, ComponentType<{ sourceName: string }>> = {
  '/quality': QualityMenu,
  '/audio': AudioMenu,
  '/captions': CaptionsMenu,
  '/captions/source': CaptionSourceMenu,
  '/captions/opensubtitles': OnlineSubtitlesMenu,
  '/captions/settings': CaptionSettingsMenu,
  '/playback': PlaybackSpeedMenu,
  '/source': SourceMenu,
  '/source/embeds': EmbedMenu,
  '/download': DownloadMenu,
  '/download/ios': IosDownloadInstructions,
  '/download/android': AndroidDownloadInstructions,
  '/download/pc': PcDownloadInstructions,
  '/download/unable': DownloadUnable,
  '/watchparty': WatchPartyMenu,
  '/shortcuts': ShortcutsMenu,
};
