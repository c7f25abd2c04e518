/** The part of window.localStorage the versioned storage needs, so it runs without a browser. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory backend for tests and for places without local storage. */
export function createMemoryBackend(initial: Record<string, string> = {}): StorageBackend & {
  entries(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    entries: () => Object.fromEntries(items),
  };
}
