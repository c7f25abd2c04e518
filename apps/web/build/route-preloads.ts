import type { Plugin } from 'vite';
import { PLAYER_NAMESPACES } from '../src/app/routes/player-namespaces.ts';

/**
 * Deep-linkable pages that load on demand, by path: the page module each one opens, or that module
 * then the modules its first render imports on demand (the hint fetches them with the page, not
 * after the page has run and asked for them).
 */
export const ROUTE_PAGES: Record<string, string | readonly string[]> = {
  '/settings': 'src/features/settings/SettingsPage.tsx',
  // Discover's first render asks the library what it plays (the Plays here filter's default and
  // its grid need the answer) and, with the filter on, which titles may play here.
  '/discover': [
    'src/features/browse/discover/DiscoverPage.tsx',
    'src/shared/clients/library.ts',
    'src/shared/clients/availability.ts',
  ],
  '/about': 'src/features/about/AboutPage.tsx',
  '/support': 'src/features/about/SupportPage.tsx',
  '/dmca': 'src/features/about/DmcaPage.tsx',
  '/jip': 'src/features/about/JipPage.tsx',
};

export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

function withImports(chunks: Map<string, BuiltChunk>, fileName: string, into: Set<string>) {
  if (into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, into);
}

/**
 * The entry of `route-preloads.json` that every player route (a title or an episode) takes beside
 * the player's own chunks, which the server finds in the manifest (apps/server page-hints.ts).
 */
export const PLAYER_ROUTES_KEY = '/media/*';

/**
 * Pure: for each page, the chunks it needs beyond what index.html already loads. Sent as
 * modulepreload hints, they download with the entry instead of after it has run. The player
 * routes get the English strings their route loads beside its code (English is every language's
 * fallback, so every viewer loads them), which the page waits for before it renders.
 */
export function routePreloads(
  chunks: BuiltChunk[],
  pages: Record<string, string | readonly string[]> = ROUTE_PAGES,
  playerNamespaces: readonly string[] = PLAYER_NAMESPACES,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) withImports(byFile, entry.fileName, initial);
  const result: Record<string, string[]> = {};
  const chunkOf = (module: string) =>
    chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  for (const [route, modules] of Object.entries(pages)) {
    const [page, ...onDemand] = typeof modules === 'string' ? [modules] : modules;
    const chunk = page === undefined ? undefined : chunkOf(page);
    if (!chunk) continue;
    const needed = new Set<string>();
    withImports(byFile, chunk.fileName, needed);
    for (const module of onDemand) {
      const found = chunkOf(module);
      if (found) withImports(byFile, found.fileName, needed);
    }
    result[route] = [...needed].filter((f) => !initial.has(f)).map((f) => `/${f}`);
  }
  const strings = playerNamespaces.flatMap((namespace) => {
    const file = `src/locales/en/${namespace}.json`;
    const found = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(file));
    return found && !initial.has(found.fileName) ? [`/${found.fileName}`] : [];
  });
  if (strings.length > 0) result[PLAYER_ROUTES_KEY] = strings;
  return result;
}

/** Writes `route-preloads.json` (path → asset URLs) for the server to hint on deep links. */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'screenroom-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
                isEntry: output.isEntry,
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(routePreloads(chunks)),
      });
    },
  };
}
