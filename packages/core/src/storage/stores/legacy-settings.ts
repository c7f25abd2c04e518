import { clampToLimits, subtitleLimits } from '../../subtitle-styling.ts';
import { defineVersionedStore } from '../versioned-store.ts';
import { isRecord } from './guards.ts';

/** What the old settings hand over to today's locale and subtitle stores. */
export interface LegacySettings {
  language: string | null;
  subtitleLanguage: string | null;
  delay: number;
  styling: { color?: string; backgroundOpacity?: number; size?: number };
}

/** The old caption size was in pixels around a base of 25. */
const LEGACY_BASE_FONT_SIZE = 25;

/** '#rrggbbaa' carries the background opacity in its last two digits; otherwise one half. */
export function opacityFromHex(color: unknown): number {
  if (typeof color !== 'string' || color.length !== 9) return 0.5;
  const alpha = Number.parseInt(color.slice(7), 16);
  return Number.isNaN(alpha) ? 0.5 : alpha / 255;
}

function captionSettings(data: unknown): Record<string, unknown> {
  if (!isRecord(data) || !isRecord(data.captionSettings))
    throw new Error('captionSettings missing');
  return data.captionSettings;
}

function handOver(data: unknown): LegacySettings {
  const captions = captionSettings(data);
  const style = isRecord(captions.style) ? captions.style : {};
  const language = isRecord(data) && typeof data.language === 'string' ? data.language : null;
  const fontSize = typeof style.fontSize === 'number' ? style.fontSize : LEGACY_BASE_FONT_SIZE;
  return {
    language,
    subtitleLanguage:
      typeof captions.language === 'string' && captions.language !== 'none'
        ? captions.language
        : null,
    delay: typeof captions.delay === 'number' ? captions.delay : 0,
    styling: {
      ...(typeof style.color === 'string' ? { color: style.color.toLowerCase() } : {}),
      backgroundOpacity: opacityFromHex(style.backgroundColor),
      size: clampToLimits(fontSize / LEGACY_BASE_FONT_SIZE, subtitleLimits.size),
    },
  };
}

/** The old front end's settings ('mw-settings', versions 0 to 2). */
export const legacySettingsStore = defineVersionedStore<LegacySettings>({
  key: 'mw-settings',
  versions: [
    {
      // Version 1 added the caption language, 'none' meaning captions off.
      version: 0,
      migrate: (data) => ({
        ...(isRecord(data) ? data : {}),
        captionSettings: { language: 'none', ...captionSettings(data) },
      }),
    },
    { version: 1, migrate: handOver },
    {
      version: 2,
      create: () => ({ language: null, subtitleLanguage: null, delay: 0, styling: {} }),
    },
  ],
});
