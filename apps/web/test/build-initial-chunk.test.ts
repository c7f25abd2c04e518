import { describe, expect, it } from 'vitest';
import { initialModules, type ModuleImports } from '../build/initial-chunk.ts';

function graph(edges: Record<string, Partial<ModuleImports>>) {
  return (id: string): ModuleImports | null => {
    const node = edges[id];
    if (!node) return null;
    return {
      importedIds: node.importedIds ?? [],
      dynamicallyImportedIds: node.dynamicallyImportedIds ?? [],
    };
  };
}

describe('initial modules', () => {
  it('follows static imports from the entries and stops at dynamic ones', () => {
    const imports = graph({
      '/web/src/main.tsx': { importedIds: ['/web/src/router.tsx', '/nm/react/index.js'] },
      '/web/src/router.tsx': {
        importedIds: ['/web/src/HomePage.tsx', '/web/src/SettingsPage.tsx'],
        dynamicallyImportedIds: ['/web/src/SettingsPage.tsx'],
      },
      '/web/src/HomePage.tsx': { importedIds: ['/nm/react/index.js'] },
      '/web/src/SettingsPage.tsx': { importedIds: ['/nm/picker/index.js'] },
    });
    expect([...initialModules(['/web/src/main.tsx'], imports)].sort()).toEqual([
      '/nm/react/index.js',
      '/web/src/HomePage.tsx',
      '/web/src/main.tsx',
      '/web/src/router.tsx',
    ]);
  });

  it('leaves out the core package, whose index imports every rule', () => {
    const imports = graph({
      '/repo/apps/web/src/app/main.tsx': { importedIds: ['/repo/packages/core/src/index.ts'] },
      '/repo/packages/core/src/index.ts': {
        importedIds: ['/repo/packages/core/src/crypto/encryption.ts'],
      },
      '/repo/packages/core/src/crypto/encryption.ts': { importedIds: ['/nm/@noble/ciphers.js'] },
    });
    expect([...initialModules(['/repo/apps/web/src/app/main.tsx'], imports)]).toEqual([
      '/repo/apps/web/src/app/main.tsx',
    ]);
  });

  it('leaves out the providers package, whose index imports every source', () => {
    const imports = graph({
      '/repo/apps/web/src/app/main.tsx': {
        importedIds: ['/repo/packages/providers/src/index.ts'],
      },
      '/repo/packages/providers/src/index.ts': {
        importedIds: [
          '/repo/packages/providers/src/fetcher.ts',
          '/repo/packages/providers/src/sources/archive.ts',
        ],
      },
      '/repo/packages/providers/src/sources/archive.ts': { importedIds: ['/nm/iso-639-2.js'] },
    });
    expect([...initialModules(['/repo/apps/web/src/app/main.tsx'], imports)]).toEqual([
      '/repo/apps/web/src/app/main.tsx',
    ]);
  });

  it('leaves out zod, whose mini index names its JSON Schema generator and locales', () => {
    const imports = graph({
      '/repo/apps/web/src/app/main.tsx': {
        importedIds: ['/repo/node_modules/zod/v4/mini/index.js'],
      },
      '/repo/node_modules/zod/v4/mini/index.js': {
        importedIds: [
          '/repo/node_modules/zod/v4/mini/schemas.js',
          '/repo/node_modules/zod/v4/core/json-schema-processors.js',
          '/repo/node_modules/zod/v4/locales/index.js',
        ],
      },
    });
    expect([...initialModules(['/repo/apps/web/src/app/main.tsx'], imports)]).toEqual([
      '/repo/apps/web/src/app/main.tsx',
    ]);
  });

  it("leaves out TanStack Query, whose index names the lazy pages' useQueries and mutations", () => {
    const imports = graph({
      '/repo/apps/web/src/app/main.tsx': {
        importedIds: ['/repo/node_modules/@tanstack/react-query/build/modern/index.js'],
      },
      '/repo/node_modules/@tanstack/react-query/build/modern/index.js': {
        importedIds: [
          '/repo/node_modules/@tanstack/react-query/build/modern/useQueries.js',
          '/repo/node_modules/@tanstack/query-core/build/modern/index.js',
        ],
      },
      '/repo/node_modules/@tanstack/query-core/build/modern/index.js': {
        importedIds: ['/repo/node_modules/@tanstack/query-core/build/modern/queriesObserver.js'],
      },
    });
    expect([...initialModules(['/repo/apps/web/src/app/main.tsx'], imports)]).toEqual([
      '/repo/apps/web/src/app/main.tsx',
    ]);
  });
});
