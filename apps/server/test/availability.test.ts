import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  availabilityAnswerSchema,
  MAY_PLAY_PAGE_SIZE,
  mayPlayPageSchema,
  type MayPlayPage,
} from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startArchiveFake,
  type ArchiveFake,
} from '../../../packages/providers/test/fakes/archive-fake.ts';
import { ScrapeOutcomes } from '../src/availability/scrape-outcomes.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { movies } from '../src/catalog/data/movies.ts';
import { shows } from '../src/catalog/data/shows.ts';
import { createTestDatabase, dialects, testConfig, TEST_REDIS_URL } from './databases.ts';

/**
 * Whether titles may play, before anyone presses play: the library's titles play, a copyrighted
 * film nothing here may carry does not, and what the operator's archive answered for a title is
 * remembered in Redis so another instance knows it too.
 */

const metropolis = { type: 'movie', tmdbId: '19', title: 'Metropolis', releaseYear: 1927 };

describe('availability', () => {
  let tmp: string;
  let archive: ArchiveFake;
  const databases: { drop(): Promise<void> }[] = [];
  const apps: FastifyInstance[] = [];
  const prefix = `screenroom-test-${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-availability-'));
    const sintel = path.join(tmp, 'Sintel (2010) [tmdbid-45745]');
    fs.mkdirSync(sintel);
    fs.writeFileSync(path.join(sintel, 'Sintel.mp4'), 'mp4');
    archive = await startArchiveFake({ items: [] });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.drop();
    await archive.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function instance(): Promise<FastifyInstance> {
    const database: { handle: DatabaseHandle; drop(): Promise<void> } =
      await createTestDatabase('sqlite');
    databases.push(database);
    const app = await buildApp({
      config: testConfig({
        DEMO_MEDIA_DIR: tmp,
        ARCHIVE_URL: archive.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        LIBRARY_WATCH: 'off',
        LIBRARY_RESCAN_INTERVAL_S: '0',
      }),
      database: database.handle,
      serveWebApp: false,
    });
    apps.push(app);
    return app;
  }

  async function verdicts(app: FastifyInstance, titles: string) {
    const response = await app.inject({ url: `/availability?titles=${titles}` });
    expect(response.statusCode).toBe(200);
    return availabilityAnswerSchema.parse(response.json()).titles;
  }

  it('answers from the library, the catalog and what sources said, shared between instances', async () => {
    const first = await instance();
    const second = await instance();
    expect(await verdicts(first, 'movie-45745,movie-238,movie-19,show-1399')).toEqual({
      'movie-45745': 'plays',
      // The Godfather: copyrighted, and the archive carries only films anyone may share.
      'movie-238': 'none',
      'movie-19': 'may-play',
      // The archive has no shows, and no addon is configured.
      'show-1399': 'none',
    });

    const searchesBefore = archive.requests.length;
    const check = await second.inject({
      method: 'POST',
      url: '/availability/check',
      payload: { media: metropolis },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ titles: { 'movie-19': 'none' } });
    expect(archive.requests.length).toBeGreaterThan(searchesBefore);

    // The other instance learned it through Redis, and nobody asks the archive again.
    expect(await verdicts(first, 'movie-19')).toEqual({ 'movie-19': 'none' });
    const asked = archive.requests.length;
    const again = await first.inject({
      method: 'POST',
      url: '/availability/check',
      payload: { media: metropolis },
    });
    expect(again.json()).toEqual({ titles: { 'movie-19': 'none' } });
    expect(archive.requests.length).toBe(asked);
  });

  it('refuses titles it cannot read and more than 100 at once', async () => {
    const app = apps[0] ?? (await instance());
    for (const titles of ['tv-1', 'movie-abc', 'movie-1,../x']) {
      const response = await app.inject({ url: `/availability?titles=${titles}` });
      expect(response.statusCode).toBe(400);
    }
    const many = Array.from({ length: 101 }, (_, i) => `movie-${i + 1}`).join(',');
    expect((await app.inject({ url: `/availability?titles=${many}` })).statusCode).toBe(400);
  });
});

/**
 * The Plays here filter lists what search keeps: every catalog title outside the library whose
 * verdict is may-play, and nothing else, on either database the catalog is stored in.
 */
describe.each(dialects)('titles that may play (%s)', (dialect) => {
  let tmp: string;
  let archive: ArchiveFake;
  let database: { drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-may-play-'));
    const sintel = path.join(tmp, 'Sintel (2010) [tmdbid-45745]');
    fs.mkdirSync(sintel);
    fs.writeFileSync(path.join(sintel, 'Sintel.mp4'), 'mp4');
    archive = await startArchiveFake({ items: [] });
    const created = await createTestDatabase(dialect);
    database = created;
    app = await buildApp({
      config: testConfig({
        DEMO_MEDIA_DIR: tmp,
        ARCHIVE_URL: archive.url,
        LIBRARY_WATCH: 'off',
        LIBRARY_RESCAN_INTERVAL_S: '0',
      }),
      database: created.handle,
      serveWebApp: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await archive?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function page(query: string): Promise<MayPlayPage> {
    const response = await app.inject({ url: `/availability/may-play?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return mayPlayPageSchema.parse(response.json());
  }

  async function allPages(query: string): Promise<string[]> {
    const first = await page(`${query}&page=1`);
    const keys = first.titles.map((t) => `${t.type}-${t.tmdbId}`);
    for (let n = 2; n <= first.totalPages; n++) {
      keys.push(...(await page(`${query}&page=${n}`)).titles.map((t) => `${t.type}-${t.tmdbId}`));
    }
    return keys;
  }

  async function mayPlayByVerdict(keys: string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < keys.length; i += 100) {
      const response = await app.inject({
        url: `/availability?titles=${keys.slice(i, i + 100).join(',')}`,
      });
      const { titles } = availabilityAnswerSchema.parse(response.json());
      out.push(...Object.keys(titles).filter((key) => titles[key] === 'may-play'));
    }
    return out;
  }

  it('lists exactly the titles whose verdict is may-play, most popular first, a page at a time', async () => {
    const everyTitle = [
      ...movies.map((m) => `movie-${m.tmdbId}`),
      ...shows.map((s) => `show-${s.tmdbId}`),
    ];
    const listed = await allPages('kind=all');
    const expected = await mayPlayByVerdict(everyTitle);
    expect(listed.length).toBeGreaterThan(MAY_PLAY_PAGE_SIZE);
    expect([...listed].sort()).toEqual([...expected].sort());
    // Detour: a public-domain film only the archive could carry; the library's Sintel is not here.
    expect(listed).toContain('movie-20367');
    expect(listed).not.toContain('movie-45745');
    expect(listed).not.toContain('movie-238');
    const popularity = new Map(movies.map((m) => [`movie-${m.tmdbId}`, m.popularity]));
    const order = listed.map((key) => popularity.get(key) ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));

    const first = await page('kind=movie');
    expect(first.page).toBe(1);
    expect(first.titles).toHaveLength(MAY_PLAY_PAGE_SIZE);
    // The archive holds no shows, and no addon is configured.
    expect(await page('kind=show')).toEqual({ page: 1, totalPages: 0, titles: [] });
    // The viewer's own server may hold any title, copyrighted or not.
    expect(await allPages('kind=movie&ownServer=true')).toContain('movie-238');
  });

  it('drops a title once its source answered not found for it', async () => {
    expect(await allPages('kind=movie')).toContain('movie-19');
    const check = await app.inject({
      method: 'POST',
      url: '/availability/check',
      payload: { media: metropolis },
    });
    expect(check.json()).toEqual({ titles: { 'movie-19': 'none' } });
    expect(await allPages('kind=movie')).not.toContain('movie-19');
  });

  it('refuses pages and kinds it does not serve', async () => {
    for (const query of ['page=0', 'page=501', 'page=1.5', 'kind=tv', 'ownServer=yes', 'x=1']) {
      const response = await app.inject({ url: `/availability/may-play?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await page('kind=movie&page=500')).titles).toEqual([]);
  });
});

describe('ScrapeOutcomes', () => {
  it('counts a source whose every embed found nothing as not found, and a failure as nothing', () => {
    const outcomes = new ScrapeOutcomes();
    outcomes.see({ type: 'init', sourceIds: ['library', 'archive', 'addon', 'broken'] });
    outcomes.see({ type: 'update', id: 'library', percentage: 100, status: 'notfound' });
    outcomes.see({ type: 'update', id: 'archive', percentage: 100, status: 'success' });
    outcomes.see({
      type: 'discoverEmbeds',
      sourceId: 'archive',
      embeds: [
        { id: 'archive-0', embedScraperId: 'archive-item' },
        { id: 'archive-1', embedScraperId: 'archive-item' },
      ],
    });
    outcomes.see({ type: 'update', id: 'archive-0', percentage: 100, status: 'notfound' });
    outcomes.see({ type: 'update', id: 'archive-1', percentage: 100, status: 'notfound' });
    outcomes.see({ type: 'update', id: 'broken', percentage: 100, status: 'failure' });
    expect(Object.fromEntries(outcomes.outcomes())).toEqual({
      library: 'notfound',
      archive: 'notfound',
    });
  });

  it('counts the source whose stream won as found', () => {
    const outcomes = new ScrapeOutcomes();
    outcomes.see({ type: 'update', id: 'addon', percentage: 100, status: 'success' });
    outcomes.see({
      type: 'done',
      result: {
        sourceId: 'addon',
        stream: { id: 's', type: 'hls', playlist: '/x.m3u8', captions: [], flags: [] },
        streams: [],
      },
    });
    expect(Object.fromEntries(outcomes.outcomes())).toEqual({ addon: 'found' });
  });
});
