import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  mergeServerSettings,
  usePreferencesStore,
} from '../src/shared/stores/preferences.ts';
import { clampDelay, clampStyling, preferencesStore } from '@screenroom/core';
import { useSubtitleStore } from '../src/shared/stores/subtitles.ts';
import { activeTheme, defaultThemeFor, useThemeStore } from '../src/shared/stores/theme.ts';
import { applyTheme } from '../src/shared/theme/apply-theme.ts';
import { resolveTheme, themeIds } from '../src/shared/theme/themes.ts';

describe('preferences store', () => {
  beforeEach(() => {
    usePreferencesStore.setState({ ...defaultPreferences, sourceOrder: [] });
  });

  it('starts with the default preferences', () => {
    expect(defaultPreferences).toEqual({
      enableThumbnails: false,
      enableAutoplay: true,
      enableSkipCredits: true,
      enableDiscover: true,
      enableFeatured: false,
      enableDetailsModal: false,
      enableImageLogos: true,
      enableCarouselView: false,
      forceCompactEpisodeView: false,
      sourceOrder: [],
      enableSourceOrder: false,
      proxyTmdb: false,
      febboxKey: null,
      realDebridKey: null,
      enableLowPerformanceMode: false,
      // Ours: where sources run (kept on this device).
      scrapeLocation: 'auto',
      // Ours: the Plays here filter, null until the viewer chooses.
      playsHereFilter: null,
    });
  });

  it('takes a stored record that lacks some fields, and refuses one with a field of the wrong type', () => {
    // Browser tests and older builds of this version write only the fields they set.
    expect(preferencesStore.isValid({ playsHereFilter: false })).toBe(true);
    expect(preferencesStore.isValid({ playsHereFilter: 'no' })).toBe(false);
    expect(preferencesStore.isValid({ ...defaultPreferences, sourceOrder: 'library' })).toBe(false);
  });

  it('persists a changed preference under its key', () => {
    usePreferencesStore.getState().setPreference('enableCarouselView', true);
    const stored = JSON.parse(localStorage.getItem(preferencesStore.key) ?? '{}') as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored.state.enableCarouselView).toBe(true);
    expect(stored.version).toBe(3);
    expect(stored.state).not.toHaveProperty('setPreference');
  });

  it('applies only the server fields that are present and well typed', () => {
    const merged = mergeServerSettings(defaultPreferences, {
      enableAutoplay: false,
      enableThumbnails: null,
      sourceOrder: ['library', 'archive'],
      enableDiscover: 'yes',
      febboxKey: null,
    });
    expect(merged.enableAutoplay).toBe(false);
    expect(merged.enableThumbnails).toBe(false);
    expect(merged.enableDiscover).toBe(true);
    expect(merged.sourceOrder).toEqual(['library', 'archive']);
    expect(merged.febboxKey).toBeNull();
  });

  it('applyServerSettings updates the store and keeps the rest', () => {
    usePreferencesStore.getState().setPreference('enableFeatured', true);
    usePreferencesStore.getState().applyServerSettings({ proxyTmdb: true });
    const state = usePreferencesStore.getState();
    expect(state.proxyTmdb).toBe(true);
    expect(state.enableFeatured).toBe(true);
  });
});

describe('subtitle store', () => {
  it('clamps styling to its ranges and lower-cases the colour', () => {
    expect(
      clampStyling({
        backgroundOpacity: 2,
        backgroundBlur: -1,
        size: 0,
        verticalPosition: 150,
        color: '#ABCDEF',
      }),
    ).toEqual({
      backgroundOpacity: 1,
      backgroundBlur: 0,
      size: 0.01,
      verticalPosition: 100,
      color: '#abcdef',
    });
    expect(clampStyling({ size: 11 }).size).toBe(10);
    expect(clampStyling({ verticalPosition: -5 }).verticalPosition).toBe(0);
    expect(clampDelay(600)).toBe(500);
    expect(clampDelay(-600)).toBe(-500);
  });

  it('updateStyling merges a clamped change and setDelay clamps', () => {
    useSubtitleStore.getState().resetStyling();
    useSubtitleStore.getState().updateStyling({ size: 20, bold: true });
    useSubtitleStore.getState().setDelay(900);
    const state = useSubtitleStore.getState();
    expect(state.styling.size).toBe(10);
    expect(state.styling.bold).toBe(true);
    expect(state.styling.color).toBe('#ffffff');
    expect(state.delay).toBe(500);
  });
});

describe('theme', () => {
  it('defaults to green on April 20 only', () => {
    expect(defaultThemeFor(new Date(2025, 3, 20, 15))).toBe('green');
    expect(defaultThemeFor(new Date(2025, 3, 21, 15))).toBeNull();
    expect(defaultThemeFor(new Date(2025, 4, 20, 15))).toBeNull();
  });

  it('lets a preview win over the chosen theme', () => {
    expect(activeTheme({ theme: 'red', previewTheme: 'blue' })).toBe('blue');
    expect(activeTheme({ theme: 'red', previewTheme: null })).toBe('red');
  });

  it('ships the 19 themes and resolves unknown names to default', () => {
    expect(themeIds).toHaveLength(19);
    expect(resolveTheme('hulk')).toBe('hulk');
    expect(resolveTheme('made-up')).toBe('default');
    expect(resolveTheme(null)).toBe('default');
  });

  it('marks the element with the theme and clears it for default', () => {
    const root = document.createElement('html');
    applyTheme(root, 'ember');
    expect(root.dataset.theme).toBe('ember');
    applyTheme(root, null);
    expect(root.dataset.theme).toBeUndefined();
  });

  it('persists the chosen theme but not the preview', () => {
    useThemeStore.getState().setTheme('mocha');
    useThemeStore.getState().setPreviewTheme('pink');
    const stored = JSON.parse(localStorage.getItem('__MW::theme') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({ theme: 'mocha' });
  });
});
