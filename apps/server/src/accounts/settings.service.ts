import type { SettingsInput } from './accounts.schemas.ts';
import type { SettingsRepository } from './settings.repository.ts';

type StoredSettings = Record<string, unknown>;

/** Applies a partial update: absent fields stay, null clears a field. */
export function mergeSettings(stored: StoredSettings, patch: SettingsInput): StoredSettings {
  const next: StoredSettings = { ...stored };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
}

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async get(userId: string) {
    return { id: userId, ...(await this.load(userId)) };
  }

  async update(userId: string, patch: SettingsInput) {
    const next = mergeSettings(await this.load(userId), patch);
    await this.settings.save(userId, JSON.stringify(next));
    return { id: userId, ...next };
  }

  private async load(userId: string): Promise<StoredSettings> {
    const text = await this.settings.find(userId);
    return text ? (JSON.parse(text) as StoredSettings) : {};
  }
}
