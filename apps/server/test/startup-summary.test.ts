import { describe, expect, it } from 'vitest';
import { startupSummary } from '../src/startup-summary.ts';
import { testConfig } from './databases.ts';

describe('the start-up line', () => {
  it('names the database, Redis, the sources, the catalog and the access mode after the URL', () => {
    const line = startupSummary(
      testConfig({ DATABASE_URL: 'file:/srv/screenroom/db.sqlite', ARCHIVE_URL: '' }),
      'http://localhost:8080',
    );
    expect(line).toBe(
      'Screenroom is serving at http://localhost:8080 — SQLite /srv/screenroom/db.sqlite; no Redis (state kept in this process); sources: library (demo media); the embedded catalog; access: public, registration open',
    );
  });

  it('leaves every password and token out', () => {
    const line = startupSummary(
      testConfig({
        DATABASE_URL: 'postgres://screenroom:db-secret@db.internal:5432/screenroom?sslmode=require',
        DATABASE_POOL_SIZE: '20',
        DATABASE_PREPARED_STATEMENTS: 'unnamed',
        REDIS_URL: 'redis://:redis-secret@cache.internal:6379/2',
        MEDIA_DIR: '/media',
        ARCHIVE_URL: 'https://archive.org',
        STREMIO_ADDONS: 'https://a.example/manifest.json,https://b.example/manifest.json',
        TMDB_API_KEY: 'tmdb-secret',
        ACCESS: 'accounts',
        REGISTRATION: 'closed',
      }),
      'http://localhost:8080',
    );
    expect(line).toBe(
      'Screenroom is serving at http://localhost:8080 — PostgreSQL db.internal:5432/screenroom (pool 20, unnamed statements); Redis cache.internal:6379/2 (keys screenroom:…); sources: library (/media and demo media), Internet Archive (archive.org), 2 Stremio addons; the movie database at api.themoviedb.org/3; access: signed-in accounts only, registration closed',
    );
    expect(line).not.toMatch(/secret/);
    // The browser tests and benchmarks read the URL up to the first space.
    expect(/Screenroom is serving at (http:\/\/\S+)/.exec(line)?.[1]).toBe('http://localhost:8080');
  });
});
