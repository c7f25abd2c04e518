import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryBackend,
  defineVersionedStore,
  readVersioned,
  writeVersioned,
  type ReadResult,
} from '../src/index.ts';

const create = () => ({ count: 0 });

describe('defineVersionedStore', () => {
  it('rejects definitions with the documented errors', () => {
    expect(() => defineVersionedStore({ key: '', versions: [{ version: 0, create }] })).toThrow(
      'storage key not set in store',
    );
    expect(() =>
      defineVersionedStore({
        key: 'k',
        versions: [
          { version: -1, migrate: (d) => d },
          { version: 0, create },
        ],
      }),
    ).toThrow('Cannot add version below 0 in store k');
    expect(() => defineVersionedStore({ key: 'k', versions: [{ version: 1, create }] })).toThrow(
      "Version 0 doesn't exist in version list of store k",
    );
    expect(() =>
      defineVersionedStore({
        key: 'k',
        versions: [
          { version: 0, migrate: (d) => d },
          { version: 2, create },
        ],
      }),
    ).toThrow('Version list of store k is not incremental');
    expect(() =>
      defineVersionedStore({ key: 'k', versions: [{ version: 0 }, { version: 1, create }] }),
    ).toThrow('Missing migration on version 0');
    expect(() =>
      defineVersionedStore({
        key: 'k',
        versions: [{ version: 0, migrate: (d) => d }, { version: 1 }],
      }),
    ).toThrow('Missing create function on version 1');
  });
});

const counter = defineVersionedStore({
  key: 'counter',
  versions: [
    { version: 0, migrate: (d) => ({ count: Number((d as { n: string }).n) }) },
    {
      version: 1,
      migrate: (d) => {
        const count = (d as { count: number }).count;
        if (Number.isNaN(count)) throw new Error('not a number');
        return { count: count * 10 };
      },
    },
    { version: 2, create },
  ],
  isValid: (s) => typeof (s as { count?: unknown }).count === 'number',
});

function read(backend: ReturnType<typeof createMemoryBackend>, logError = vi.fn()) {
  return readVersioned(backend, counter, { logError }) as ReadResult<{ count: number }>;
}

describe('readVersioned', () => {
  it('creates the newest defaults when nothing is stored', () => {
    expect(read(createMemoryBackend())).toEqual({
      state: { count: 0 },
      version: 2,
      status: 'empty',
    });
  });

  it('runs each migration in order, keeps a backup before each step and saves the result', () => {
    const backend = createMemoryBackend({ counter: JSON.stringify({ n: '4', '--version': 0 }) });
    expect(read(backend)).toMatchObject({ state: { count: 40 }, status: 'migrated' });
    const saved = backend.entries();
    expect(JSON.parse(saved['counter-backup-v0'] as string)).toEqual({
      state: { n: '4' },
      version: 0,
    });
    expect(JSON.parse(saved['counter-backup-v1'] as string)).toEqual({
      state: { count: 4 },
      version: 1,
    });
    expect(JSON.parse(saved.counter as string)).toEqual({ state: { count: 40 }, version: 2 });
    expect(read(backend).status).toBe('current');
  });

  it('falls back to the newest defaults when a migration fails and keeps the backup', () => {
    const original = JSON.stringify({ state: { n: 'x' }, version: 0 });
    const backend = createMemoryBackend({ counter: original });
    const logError = vi.fn();
    expect(read(backend, logError)).toMatchObject({ state: { count: 0 }, status: 'fallback' });
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('Migrating counter from version 0 failed'),
      expect.any(Error),
    );
    expect(backend.getItem('counter-backup-v0')).toBe(original);
    expect(backend.getItem('counter')).toBe(original);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '[1,2]'],
    ['the wrong shape', JSON.stringify({ state: { count: 'many' }, version: 2 })],
    ['a newer version', JSON.stringify({ state: { count: 1 }, version: 9 })],
  ])('keeps a corrupt entry (%s) as a backup and logs a clear error', (_, raw) => {
    const backend = createMemoryBackend({ counter: raw });
    const logError = vi.fn();
    expect(read(backend, logError)).toMatchObject({ state: { count: 0 }, status: 'fallback' });
    expect(backend.getItem('counter-backup-corrupt')).toBe(raw);
    expect(logError.mock.calls[0]?.[0]).toMatch(
      /^Stored data for counter is unreadable .*kept under counter-backup-corrupt/,
    );
  });

  it('writes the current version', () => {
    const backend = createMemoryBackend();
    writeVersioned(backend, counter, { count: 3 });
    expect(JSON.parse(backend.getItem('counter') as string)).toEqual({
      state: { count: 3 },
      version: 2,
    });
  });

  it('stays synchronous without asynchronous migrations and awaits asynchronous ones', async () => {
    const slow = defineVersionedStore({
      key: 'slow',
      versions: [
        { version: 0, migrate: async (d) => ({ count: (d as { count: number }).count + 1 }) },
        { version: 1, create },
      ],
    });
    const backend = createMemoryBackend({
      slow: JSON.stringify({ state: { count: 1 }, version: 0 }),
    });
    const pending = readVersioned(backend, slow);
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toMatchObject({ state: { count: 2 }, status: 'migrated' });
    expect(readVersioned(backend, slow)).toMatchObject({ state: { count: 2 }, status: 'current' });
  });
});
