import {
  createPreferences,
  preferenceDefinitions,
  preferenceKeys,
  preferencesStore,
  settingsPatchSchema,
} from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { settingsSnapshot } from '../src/shared/sync/settings-snapshot.ts';

const patchFields = Object.keys(settingsPatchSchema.shape);
const snapshotFields = Object.keys(
  settingsSnapshot({
    preferences: createPreferences(),
    theme: null,
    language: 'en',
    proxySet: null,
  }),
);

/**
 * A preference the store keeps either travels with the account's settings (in what a device
 * sends and in what the server takes) or is marked as staying on the device, with why; one that
 * is neither would stay on the device without anyone having decided so.
 */
describe('the one definition of the viewer preferences', () => {
  it('defines every preference the store keeps, and nothing else', () => {
    expect(Object.keys(preferencesStore.create())).toEqual(preferenceKeys);
  });

  it.each(Object.keys(createPreferences()))('%s syncs or is marked device-only', (key) => {
    const definition = preferenceDefinitions[key as keyof typeof preferenceDefinitions];
    expect(definition, `${key} has no definition`).toBeDefined();
    if (definition.sync === 'device') {
      expect('why' in definition && definition.why.length > 0, `${key} says why`).toBe(true);
      expect(patchFields, `${key} is device-only`).not.toContain(key);
      expect(snapshotFields, `${key} is device-only`).not.toContain(key);
    } else {
      expect(patchFields, `the settings API takes ${key}`).toContain(key);
      expect(snapshotFields, `a device sends ${key}`).toContain(key);
    }
  });

  it('sends exactly the fields the settings API takes, but the subtitle language', () => {
    expect(snapshotFields.sort()).toEqual(
      patchFields.filter((field) => field !== 'defaultSubtitleLanguage').sort(),
    );
  });

  it('keeps a stored field that passes its check and defaults one that does not', async () => {
    const migrate = preferencesStore.versions[2]?.migrate;
    const migrated = await migrate?.(
      { enableAutoplay: false, sourceOrder: ['archive', 7], febboxKey: 12, scrapeLocation: 'x' },
      { now: 0 },
    );
    expect(migrated).toEqual({
      ...createPreferences(),
      enableAutoplay: false,
    });
    expect(preferencesStore.isValid(createPreferences())).toBe(true);
    expect(preferencesStore.isValid({ ...createPreferences(), febboxKey: 12 })).toBe(false);
  });
});
