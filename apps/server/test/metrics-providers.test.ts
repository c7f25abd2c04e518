import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { MAX_PROVIDER_HOSTNAMES, ProviderHostnameCounts } from '../src/metrics/metrics-registry.ts';
import { createTestDatabase, testConfig } from './databases.ts';

describe('ProviderHostnameCounts', () => {
  it('counts by hostname and folds hostnames past the limit into one label', () => {
    const counts = new ProviderHostnameCounts();
    counts.observe('a.example');
    counts.observe('a.example');
    for (let i = 0; i < MAX_PROVIDER_HOSTNAMES + 5; i++) counts.observe(`h${i}.example`);
    const text = counts.render();
    expect(text).toContain('mw_provider_hostname_count{hostname="a.example"} 2');
    expect(text).toContain('mw_provider_hostname_count{hostname="other"} 6');
    expect(text.split('\n').filter((line) => line.startsWith('mw_'))).toHaveLength(
      MAX_PROVIDER_HOSTNAMES + 1,
    );
  });
});

describe('GET /metrics', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('counts the library stream lookups by the hostname the site was reached at', async () => {
    const lookup = { method: 'GET' as const, url: '/library/streams/movie/999999' };
    await app.inject({ ...lookup, headers: { host: 'watch.example:8080' } });
    await app.inject({ ...lookup, headers: { host: 'watch.example:8080' } });
    await app.inject({ method: 'GET', url: '/meta', headers: { host: 'watch.example' } });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('mw_provider_hostname_count{hostname="watch.example"} 2');
  });
});
