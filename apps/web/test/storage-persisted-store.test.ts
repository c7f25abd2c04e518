import { createMemoryBackend, defineVersionedStore } from '@screenroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from '../src/shared/storage/persisted-store.ts';

interface CounterData {
  count: number;
  label: string | null;
}

const counterStore = defineVersionedStore<CounterData>({
  key: 'test::counter',
  versions: [
    { version: 0, migrate: (data) => ({ count: Number(data), label: null }) },
    { version: 1, create: () => ({ count: 0, label: null }) },
  ],
  isValid: (state) =>
    typeof state === 'object' && state !== null && typeof (state as CounterData).count === 'number',
});

interface CounterState extends CounterData {
  /** Not part of the definition, so never saved. */
  clicks: number;
  increment: () => void;
}

function makeCounter(
  backend: ReturnType<typeof createMemoryBackend>,
  initial?: () => Partial<CounterData>,
) {
  return createPersistedStore<CounterState>()(
    counterStore,
    (set) => ({
      clicks: 0,
      increment: () => set((s) => ({ count: s.count + 1, clicks: s.clicks + 1 })),
    }),
    { backend, ...(initial ? { initial } : {}) },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPersistedStore', () => {
  it("starts from the definition's defaults, or from the store's own starting values", () => {
    expect(makeCounter(createMemoryBackend()).getState()).toMatchObject({
      count: 0,
      label: null,
      clicks: 0,
    });
    const labelled = makeCounter(createMemoryBackend(), () => ({ label: 'fresh' }));
    expect(labelled.getState().label).toBe('fresh');
  });

  it("saves exactly the definition's fields, in its order, under its key and version", () => {
    const backend = createMemoryBackend();
    makeCounter(backend).getState().increment();
    expect(backend.getItem('test::counter')).toBe('{"state":{"count":1,"label":null},"version":1}');
  });

  it('reads a saved entry back and migrates an older one', () => {
    const saved = createMemoryBackend({
      'test::counter': '{"state":{"count":7,"label":"kept"},"version":1}',
    });
    expect(makeCounter(saved).getState()).toMatchObject({ count: 7, label: 'kept' });
    const old = createMemoryBackend({ 'test::counter': '{"state":3,"version":0}' });
    expect(makeCounter(old).getState().count).toBe(3);
  });

  it('falls back to the defaults on a corrupt entry and loses nothing else', () => {
    const other = '{"state":{"volume":0.4},"version":0}';
    const backend = createMemoryBackend({
      'test::counter': '{"state":{"count":"many"',
      '__MW::volume': other,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const store = makeCounter(backend, () => ({ label: 'fresh' }));

    expect(store.getState()).toMatchObject({ count: 0, label: 'fresh' });
    expect(logged).toHaveBeenCalledOnce();
    expect(backend.getItem('test::counter-backup-corrupt')).toBe('{"state":{"count":"many"');
    expect(backend.getItem('__MW::volume')).toBe(other);
    // The unreadable entry stays where it was until the store has something new to save.
    expect(backend.getItem('test::counter')).toBe('{"state":{"count":"many"');

    store.getState().increment();
    expect(backend.entries()).toEqual({
      'test::counter': '{"state":{"count":1,"label":"fresh"},"version":1}',
      'test::counter-backup-corrupt': '{"state":{"count":"many"',
      '__MW::volume': other,
    });
  });
});
