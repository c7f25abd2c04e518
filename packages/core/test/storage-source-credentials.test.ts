import { describe, expect, it, vi } from 'vitest';
import {
  corruptBackupKey,
  createMemoryBackend,
  normalizeSourceCredentials,
  readVersioned,
  sourceCredentialsStore,
  writeVersioned,
} from '../src/index.ts';

const key = sourceCredentialsStore.key;

describe('source credentials store', () => {
  it('starts empty and keeps what is written', () => {
    const backend = createMemoryBackend();
    expect(readVersioned(backend, sourceCredentialsStore)).toMatchObject({
      state: { credentials: {} },
      status: 'empty',
    });
    const state = { credentials: { jellyfin: { url: 'http://jf:8096', apiKey: 'abc' } } };
    writeVersioned(backend, sourceCredentialsStore, state);
    expect(readVersioned(backend, sourceCredentialsStore)).toMatchObject({
      state,
      status: 'current',
    });
  });

  it.each([
    'not json',
    JSON.stringify({ state: [], version: 0 }),
    JSON.stringify({ state: { credentials: 3 }, version: 0 }),
  ])('falls back to no credentials from %s and keeps the unreadable value', (raw) => {
    const backend = createMemoryBackend({ [key]: raw });
    const logError = vi.fn();
    expect(readVersioned(backend, sourceCredentialsStore, { logError })).toMatchObject({
      state: { credentials: {} },
      status: 'fallback',
    });
    expect(backend.getItem(corruptBackupKey(key))).toBe(raw);
    expect(logError).toHaveBeenCalled();
  });

  it('drops only the damaged values of one provider', () => {
    expect(
      normalizeSourceCredentials({
        credentials: {
          jellyfin: { url: 'http://jf', apiKey: 42 },
          other: 'broken',
          emby: { apiKey: null },
          keep: { apiKey: 'k' },
        },
      }),
    ).toEqual({ credentials: { jellyfin: { url: 'http://jf' }, keep: { apiKey: 'k' } } });
    expect(normalizeSourceCredentials(null)).toEqual({ credentials: {} });
  });
});
