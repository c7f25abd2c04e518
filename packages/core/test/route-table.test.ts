import { describe, expect, it } from 'vitest';
import { apiAreas, routeMethods, routePath } from '../src/index.ts';

describe('route tables', () => {
  it('fills and encodes path parameters', () => {
    expect(routePath('/users/:userId/bookmarks/:tmdbId', { userId: 'a b/c', tmdbId: 603 })).toBe(
      '/users/a%20b%2Fc/bookmarks/603',
    );
    expect(routePath('/users/@me')).toBe('/users/@me');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => routePath('/sessions/:sessionId', {})).toThrow(
      '/sessions/:sessionId needs the parameter sessionId',
    );
  });

  it('names in each entry exactly the path parameters its schema reads', () => {
    for (const table of Object.values(apiAreas)) {
      for (const route of Object.values(table)) {
        const named = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
        const shape = (route.params as { shape?: Record<string, unknown> } | undefined)?.shape;
        expect(Object.keys(shape ?? {}).sort(), route.path).toEqual(named);
        expect(routeMethods(route).length, route.path).toBeGreaterThan(0);
      }
    }
  });
});
