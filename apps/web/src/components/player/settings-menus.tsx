import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { SettingsRoute } from '../../player/settings-overlay-route.ts';
import { QualityMenu } from './QualityMenu.tsx';
import { SourceMenu } from './SourceMenu.tsx';

/** A panel of the settings overlay: its title and its content. */
export type SettingsMenu = {
  title: (t: TFunction<'player'>) => string;
  Menu: ComponentType<{ sourceName: string }>;
};

/**
 * The panels behind each sub-route; the main menu ('/') is drawn by the overlay itself from
 * SettingsMainMenu. Adding a menu means a route in settings-overlay-route.ts and an entry here.
 */
export const settingsMenus: Record<Exclude<SettingsRoute, '/'>, SettingsMenu> = {
  '/quality': { title: (t) => t('settings.quality'), Menu: QualityMenu },
  '/source': { title: (t) => t('settings.source'), Menu: SourceMenu },
};
