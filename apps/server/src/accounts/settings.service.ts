import type { SettingsPatch, SyncedSettings } from '@screenroom/core';
import type { SettingsChange, SettingsRepository } from './settings.repository.ts';

/** Only fields that passed the settings schema are ever stored. */
type StoredSettings = Omit<SyncedSettings, 'id'>;

/** A field left out of a PUT stays as it was; null clears it. */
export function settingsChange(patch: SettingsPatch): SettingsChange {
  const change: SettingsChange = { set: {}, cleared: [] };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) change.cleared.push(field);
    else change.set[field] = value;
  }
  return change;
}

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async get(userId: string): Promise<SyncedSettings> {
    const text = await this.settings.find(userId);
    return { id: userId, ...(text ? (JSON.parse(text) as StoredSettings) : {}) };
  }

  async update(userId: string, patch: SettingsPatch): Promise<SyncedSettings> {
    const text = await this.settings.apply(userId, settingsChange(patch));
    return { id: userId, ...(JSON.parse(text) as StoredSettings) };
  }
}
