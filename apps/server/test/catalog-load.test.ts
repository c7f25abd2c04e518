import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogRepository } from '../src/catalog/catalog.repository.ts';
import { CatalogService } from '../src/catalog/catalog.service.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { fixtureCatalog, fixtureMovies } from './catalog-fixture.ts';
import { createTestDatabase, dialects } from './databases.ts';

describe.each(dialects)('catalog load on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    handle = database.handle;
    drop = database.drop;
  });
  afterAll(() => drop());

  const count = async () =>
    (
      await handle.db
        .selectFrom('catalog_titles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('loads the data once and reloads only when its content changes', async () => {
    const repository = createCatalogRepository(handle);
    expect(await new CatalogService(repository, fixtureCatalog).init()).toBe(true);
    expect(Number(await count())).toBe(fixtureCatalog.movies.length + fixtureCatalog.shows.length);
    expect(await new CatalogService(repository, fixtureCatalog).init()).toBe(false);

    const renamed = {
      movies: fixtureMovies
        .map((m) => (m.tmdbId === 1 ? { ...m, title: 'Alien Director’s Cut' } : m))
        .slice(0, 3),
      shows: fixtureCatalog.shows,
    };
    const service = new CatalogService(repository, renamed);
    expect(await service.init()).toBe(true);
    expect(Number(await count())).toBe(3 + fixtureCatalog.shows.length);
    const found = await service.queries.searchMulti('directors cut', 1);
    expect(found.results).toMatchObject([{ id: 1, title: 'Alien Director’s Cut' }]);
    expect((await service.queries.searchMulti('filler', 1)).total_results).toBe(0);
  });

  it('serves what the database holds, not what the constructor was given', async () => {
    const repository = createCatalogRepository(handle);
    await new CatalogService(repository, fixtureCatalog).init();
    await handle.db
      .updateTable('catalog_titles')
      .set({ document: JSON.stringify({ ...fixtureMovies[1]!, title: 'Stored Alien' }) })
      .where('media_type', '=', 'movie')
      .where('tmdb_id', '=', 1)
      .execute();
    const service = new CatalogService(repository, fixtureCatalog);
    expect(await service.init()).toBe(false);
    expect(service.queries.movieDetails(1, []).title).toBe('Stored Alien');
  });
});
