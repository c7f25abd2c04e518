import { describe, expect, it } from 'vitest';
import { routePreloads, type BuiltChunk } from '../build/route-preloads.ts';

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
});
