import type { Plugin } from 'vite';

export interface ModuleImports {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/**
 * Packages whose index re-exports everything, so their imports say little: followed, the
 * providers index would put every source and the scrape runner in the first download, though the
 * first paint uses only its fetcher; zod/mini's index names zod's JSON Schema generator and its
 * locales, which only the lazy pages' classic zod uses, and would put them there too; TanStack
 * Query's index names useQueries, mutations and infinite queries with their observers, which only
 * lazy pages use (6 KB the first paint would carry for nothing).
 */
const BARREL_PACKAGES =
  /[\\/]packages[\\/](?:core|providers)[\\/]|[\\/]node_modules[\\/](?:zod|@tanstack[\\/](?:react-query|query-core))[\\/]/;

/**
 * Pure: the modules the entries import statically, without following dynamic imports. The barrel
 * packages are not followed: an index imports every rule, source or zod part, while a page uses a
 * few, and the bundler brings along the package modules that the captured ones really use.
 */
export function initialModules(
  entries: readonly string[],
  imports: (id: string) => ModuleImports | null,
): Set<string> {
  const initial = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (initial.has(id) || BARREL_PACKAGES.test(id)) continue;
    initial.add(id);
    const info = imports(id);
    if (!info) continue;
    const dynamic = new Set(info.dynamicallyImportedIds);
    queue.push(...info.importedIds.filter((imported) => !dynamic.has(imported)));
  }
  return initial;
}

/**
 * Keeps everything the first paint needs in the entry chunk. Left to itself the bundler splits
 * modules that lazy pages also use into a dozen small chunks, and on a slow connection each extra
 * request costs a round trip before the first paint (Lighthouse: FCP 2.4 s -> 1.9 s on /settings).
 * `isInitial` answers once the module graph is complete, which is before chunks are formed.
 */
export function initialChunkPlugin(): { plugin: Plugin; isInitial: (id: string) => boolean } {
  let initial = new Set<string>();
  const plugin: Plugin = {
    name: 'screenroom-initial-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      initial = initialModules(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        (id) => this.getModuleInfo(id),
      );
    },
    // Guards the grouping: should the bundler ever form chunks before the graph is known, the
    // split would come back without a sound.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.imports.length > 0) {
          this.error(
            `${output.fileName} imports ${output.imports.join(', ')}: the first paint needs one script`,
          );
        }
      }
    },
  };
  return { plugin, isInitial: (id) => initial.has(id) };
}
