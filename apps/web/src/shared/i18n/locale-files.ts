import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type Loader = () => Promise<ResourceKey>;

/** `./locales/ar/home.json` → `{ language: 'ar', namespace: 'home' }`. */
export function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : null;
}

export function indexLocaleFiles(files: Record<string, Loader>): Map<string, Loader> {
  const index = new Map<string, Loader>();
  for (const [path, load] of Object.entries(files)) {
    const parsed = parseLocalePath(path);
    if (parsed) index.set(`${parsed.language}/${parsed.namespace}`, load);
  }
  return index;
}

/**
 * An i18next backend over lazily imported JSON files. A language may lack a namespace (a novelty
 * language covering only part of the app): that reads as empty, and English fills the gaps.
 */
export function createLocaleBackend(files: Record<string, Loader>): BackendModule {
  const index = indexLocaleFiles(files);
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const load = index.get(`${language}/${namespace}`);
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}
