import { describe, expect, it } from 'vitest';
import { PLAYER_ROUTES_KEY, routePreloads, type BuiltChunk } from '../build/route-preloads.ts';

const chunk = (
  fileName: string,
  imports: string[],
  facade: string | null = null,
  isEntry = false,
) => ({ fileName, imports, facadeModuleId: facade, isEntry }) satisfies BuiltChunk;

describe('route preloads', () => {
  it('lists a page chunk and its imports that index.html does not load already', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], '/repo/apps/web/src/app/main.tsx', true),
      chunk('assets/react.js', []),
      chunk(
        'assets/SettingsPage.js',
        ['assets/react.js', 'assets/picker.js'],
        '/repo/apps/web/src/features/settings/SettingsPage.tsx',
      ),
      chunk('assets/picker.js', ['assets/react.js']),
    ];
    expect(
      routePreloads(chunks, {
        '/settings': 'src/features/settings/SettingsPage.tsx',
        '/gone': 'src/Gone.tsx',
      }),
    ).toEqual({
      '/settings': ['/assets/SettingsPage.js', '/assets/picker.js'],
    });
  });

  it('lists beside the page the modules its first render imports on demand, with their imports', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js'], '/repo/apps/web/src/app/main.tsx', true),
      chunk('assets/react.js', []),
      chunk(
        'assets/DiscoverPage.js',
        ['assets/react.js'],
        '/repo/apps/web/src/features/browse/discover/DiscoverPage.tsx',
      ),
      chunk(
        'assets/library.js',
        ['assets/react.js', 'assets/schemas.js'],
        '/repo/apps/web/src/shared/clients/library.ts',
      ),
      chunk('assets/schemas.js', []),
    ];
    expect(
      routePreloads(chunks, {
        '/discover': [
          'src/features/browse/discover/DiscoverPage.tsx',
          'src/shared/clients/library.ts',
          'src/shared/clients/gone.ts',
        ],
      }),
    ).toEqual({
      '/discover': ['/assets/DiscoverPage.js', '/assets/library.js', '/assets/schemas.js'],
    });
  });

  it("lists the English strings of the player's namespaces for every player route", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/common.js'], '/repo/apps/web/src/main.tsx', true),
      chunk('assets/common.js', [], '/repo/apps/web/src/locales/en/common.json'),
      chunk('assets/player.js', [], '/repo/apps/web/src/locales/en/player.json'),
      chunk('assets/player-ar.js', [], '/repo/apps/web/src/locales/ar/player.json'),
      chunk('assets/details.js', [], '/repo/apps/web/src/locales/en/details.json'),
    ];
    expect(routePreloads(chunks, {}, ['player', 'details', 'common'])).toEqual({
      [PLAYER_ROUTES_KEY]: ['/assets/player.js', '/assets/details.js'],
    });
  });
});
