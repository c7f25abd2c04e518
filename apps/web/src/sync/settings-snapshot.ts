import type { BackendSettings } from '../clients/backend.ts';
import type { Preferences } from '../stores/preferences.ts';

/** Every synced field except the subtitle language, which has its own 5 s check. */
export type SyncedSettings = Required<Omit<BackendSettings, 'defaultSubtitleLanguage'>>;

export interface SettingsSources {
  preferences: Preferences;
  theme: string | null;
  language: string;
  proxySet: string[] | null;
}

/** Pure: the synced settings fields, as the server stores them. */
export function settingsSnapshot({
  preferences: p,
  theme,
  language,
  proxySet,
}: SettingsSources): SyncedSettings {
  return {
    applicationLanguage: language,
    applicationTheme: theme,
    proxyUrls: proxySet,
    enableThumbnails: p.enableThumbnails,
    enableAutoplay: p.enableAutoplay,
    enableSkipCredits: p.enableSkipCredits,
    enableDiscover: p.enableDiscover,
    enableFeatured: p.enableFeatured,
    enableDetailsModal: p.enableDetailsModal,
    enableImageLogos: p.enableImageLogos,
    enableCarouselView: p.enableCarouselView,
    sourceOrder: p.sourceOrder,
    enableSourceOrder: p.enableSourceOrder,
    proxyTmdb: p.proxyTmdb,
    febboxKey: p.febboxKey,
    enableLowPerformanceMode: p.enableLowPerformanceMode,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/** Pure: only the fields that changed, so a PUT never overwrites what another device set. */
export function changedSettings(
  previous: SyncedSettings,
  next: SyncedSettings,
): Partial<SyncedSettings> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof SyncedSettings)[]) {
    if (!sameValue(previous[key], next[key])) changed[key] = next[key];
  }
  return changed as Partial<SyncedSettings>;
}
