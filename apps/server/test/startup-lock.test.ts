import { describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../src/catalog/catalog.repository.ts';
import { CatalogService } from '../src/catalog/catalog.service.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import type { ScannedFile } from '../src/library/library-scanner.ts';
import { createLibraryRepository } from '../src/library/library.repository.ts';
import { fixtureCatalog } from './catalog-fixture.ts';
import { createTestDatabase, dialects } from './databases.ts';

const count = async (handle: DatabaseHandle, table: 'catalog_titles' | 'library_files') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const files: ScannedFile[] = Array.from({ length: 40 }, (_, i) => ({
  root: 'media',
  relativePath: `Film ${i} (2001) [tmdbid-${i + 1}]/Film ${i} (2001).mp4`,
  kind: 'file',
  mediaType: 'movie',
  tmdbId: i + 1,
  season: 0,
  episode: 0,
  detail: '1080',
}));

/** Two instances starting at once on one new database: both fill the tables they fill on start. */
describe.each(dialects)('two instances starting together on one %s database', (dialect) => {
  async function withTwoInstances(test: (a: DatabaseHandle, b: DatabaseHandle) => Promise<void>) {
    const database = await createTestDatabase(dialect);
    // A second instance has its own connections; SQLite in memory has only the one.
    const other = dialect === 'postgres' ? openDatabase(database.url) : database.handle;
    try {
      await test(database.handle, other);
    } finally {
      if (other !== database.handle) await other.destroy();
      await database.drop();
    }
  }

  it('both start, and the catalog is filled once', () =>
    withTwoInstances(async (a, b) => {
      const starts = await Promise.all(
        [a, b].map((handle) =>
          new CatalogService(createCatalogRepository(handle), fixtureCatalog).init(),
        ),
      );
      expect(starts).toContain(true);
      expect(await count(a, 'catalog_titles')).toBe(
        fixtureCatalog.movies.length + fixtureCatalog.shows.length,
      );
    }));

  it('both index the library, and each file is listed once', () =>
    withTwoInstances(async (a, b) => {
      await Promise.all(
        [a, b, a, b].map((handle) => createLibraryRepository(handle).replaceIndex(files)),
      );
      expect(await count(a, 'library_files')).toBe(files.length);
    }));
});
