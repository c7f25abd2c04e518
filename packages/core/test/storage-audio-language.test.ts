import { describe, expect, it, vi } from 'vitest';
import {
  audioLanguageStore,
  createMemoryBackend,
  readVersioned,
  writeVersioned,
} from '../src/index.ts';

describe('audio language store', () => {
  it('starts with no language and keeps the one written', () => {
    const backend = createMemoryBackend();
    expect(readVersioned(backend, audioLanguageStore)).toMatchObject({
      state: { language: null },
      status: 'empty',
    });
    writeVersioned(backend, audioLanguageStore, { language: 'ar' });
    expect(readVersioned(backend, audioLanguageStore)).toMatchObject({
      state: { language: 'ar' },
      status: 'current',
    });
  });

  it.each([{ language: 3 }, { language: '' }, []])(
    'treats %j as corrupt and falls back to no language',
    (stored) => {
      const backend = createMemoryBackend({
        '__MW::audioLanguage': JSON.stringify({ state: stored, version: 0 }),
      });
      const logError = vi.fn();
      expect(readVersioned(backend, audioLanguageStore, { logError })).toMatchObject({
        state: { language: null },
        status: 'fallback',
      });
      expect(logError).toHaveBeenCalled();
    },
  );
});
