import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const movie = { title: 'The General', year: 1926, type: 'movie', poster: '/general.jpg' };
const show = { title: 'A Show', year: 2020, type: 'show' };

describe.each(dialects)('sync on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
    alice = await register(app);
    bob = await register(app);
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const callAs = (account: TestAccount, method: Method, path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/users/${account.userId}${path}`,
      headers: bearer(account.token),
      ...(payload !== undefined && { payload: payload as object }),
    });
  const call = (method: Method, path: string, payload?: unknown) =>
    callAs(alice, method, path, payload);

  describe('bookmarks', () => {
    it('imports, lists, adds and deletes', async () => {
      const imported = await call('PUT', '/bookmarks', [
        { tmdbId: '961', meta: movie },
        { tmdbId: 1399, meta: show },
      ]);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toHaveLength(2);

      const added = await call('POST', '/bookmarks/500', { tmdbId: '500', meta: show });
      expect(added.json()).toMatchObject({ tmdbId: '500', meta: show });
      expect(Number.isNaN(Date.parse(added.json().updatedAt))).toBe(false);

      const renamed = await call('PUT', '/bookmarks', [
        { tmdbId: '961', meta: { ...movie, title: 'Renamed' } },
      ]);
      expect(renamed.json()[0].meta.title).toBe('Renamed');

      const list = await call('GET', '/bookmarks');
      expect(
        list
          .json()
          .map((b: { tmdbId: string }) => b.tmdbId)
          .sort(),
      ).toEqual(['1399', '500', '961']);
      expect(list.json().find((b: { tmdbId: string }) => b.tmdbId === '961').meta).toEqual({
        ...movie,
        title: 'Renamed',
      });

      expect((await call('DELETE', '/bookmarks/961')).json()).toEqual({ tmdbId: '961' });
      expect((await call('GET', '/bookmarks')).json()).toHaveLength(2);
    });

    it('validates the meta and refuses another user', async () => {
      const bad = await call('POST', '/bookmarks/1', { meta: { ...movie, type: 'book' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorType).toBe('validation');
      const foreign = await app.inject({
        method: 'GET',
        url: `/users/${bob.userId}/bookmarks`,
        headers: bearer(alice.token),
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('progress', () => {
    it('saves every one of many saves sent at once, one item per title', async () => {
      const saves = ['1', '2', '3', '4', '5', '3'].map((tmdbId, i) =>
        call('PUT', `/progress/${tmdbId}`, { meta: movie, duration: 5000, watched: 100 + i }),
      );
      const answers = await Promise.all(saves);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      // Both saves of title 3 name the one stored item.
      expect(answers[5]!.json().id).toBe(answers[2]!.json().id);
      expect(answers[5]!.json().watched).toBe(105);
      const list = (await call('GET', '/progress')).json() as { tmdbId: string; id: string }[];
      expect(list.map((item) => item.tmdbId).sort()).toEqual(['1', '2', '3', '4', '5']);
      expect(list.find((item) => item.tmdbId === '3')!.id).toBe(answers[2]!.json().id);
    });

    it('rounds to whole seconds and keeps one item per title, season and episode', async () => {
      const first = await call('PUT', '/progress/1399', {
        meta: show,
        tmdbId: '1399',
        duration: 3600.6,
        watched: 120.4,
        seasonId: 's1',
        episodeId: 'e1',
        seasonNumber: 1,
        episodeNumber: 1,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        tmdbId: '1399',
        duration: 3601,
        watched: 120,
        season: { id: 's1', number: 1 },
        episode: { id: 'e1', number: 1 },
        meta: show,
      });
      await call('PUT', '/progress/1399', {
        meta: show,
        duration: 3600,
        watched: 60,
        seasonId: 's1',
        episodeId: 'e1',
        seasonNumber: 1,
        episodeNumber: 1,
      });
      await call('PUT', '/progress/1399', {
        meta: show,
        duration: 3000,
        watched: 30,
        seasonId: 's1',
        episodeId: 'e2',
        seasonNumber: 1,
        episodeNumber: 2,
      });
      await call('PUT', '/progress/961', { meta: movie, duration: '5000', watched: '10' });

      const list = (await call('GET', '/progress')).json();
      expect(list).toHaveLength(3);
      const e1 = list.find((p: { episode: { id?: string } }) => p.episode.id === 'e1');
      expect(e1.watched).toBe(60);
      expect(e1.id).toBe(first.json().id);
      const film = list.find((p: { tmdbId: string }) => p.tmdbId === '961');
      expect(film).toMatchObject({ season: {}, episode: {}, duration: 5000, watched: 10 });
    });

    it('imports keeping whichever was watched further', async () => {
      await call('PUT', '/progress/961', { meta: movie, duration: 5000, watched: 900 });
      await call('PUT', '/progress/1399', {
        meta: show,
        duration: 3000,
        watched: 100,
        seasonId: 's1',
        episodeId: 'e1',
      });
      const updatedAt = '2025-01-02T03:04:05.000Z';
      const imported = await call('PUT', '/progress/import', [
        { tmdbId: '961', meta: movie, duration: 5000, watched: 300, updatedAt },
        {
          tmdbId: '1399',
          meta: show,
          duration: 3000,
          watched: 2000,
          seasonId: 's1',
          episodeId: 'e1',
          updatedAt,
        },
        {
          tmdbId: '1399',
          meta: show,
          duration: 3000,
          watched: 50,
          seasonId: 's1',
          episodeId: 'e1',
          updatedAt,
        },
        { tmdbId: '42', meta: movie, duration: 100, watched: 99.6, updatedAt },
      ]);
      expect(imported.statusCode).toBe(200);
      const list = (await call('GET', '/progress')).json() as {
        tmdbId: string;
        watched: number;
        updatedAt: string;
      }[];
      const byTitle = Object.fromEntries(list.map((p) => [p.tmdbId, p]));
      expect(byTitle['961']!.watched).toBe(900);
      expect(byTitle['1399']!.watched).toBe(2000);
      expect(byTitle['1399']!.updatedAt).toBe(updatedAt);
      expect(byTitle['42']!.watched).toBe(100);
    });

    it('deletes one episode, then the whole title, answering the count', async () => {
      for (const episodeId of ['e1', 'e2', 'e3']) {
        await call('PUT', '/progress/1399', {
          meta: show,
          duration: 100,
          watched: 1,
          seasonId: 's1',
          episodeId,
        });
      }
      await call('PUT', '/progress/961', { meta: movie, duration: 100, watched: 1 });
      const one = await call('DELETE', '/progress/1399', { seasonId: 's1', episodeId: 'e2' });
      expect(one.json()).toEqual({ count: 1, tmdbId: '1399', seasonId: 's1', episodeId: 'e2' });
      const rest = await app.inject({
        method: 'DELETE',
        url: `/users/${alice.userId}/progress/1399`,
        headers: bearer(alice.token),
      });
      expect(rest.json()).toEqual({ count: 2, tmdbId: '1399' });
      expect((await call('GET', '/progress')).json()).toHaveLength(1);
    });

    it('refuses another user', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/users/${bob.userId}/progress/1`,
        headers: bearer(alice.token),
        payload: { meta: movie, duration: 1, watched: 1 },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('restore', () => {
    it('gives each of many users read at once their own lists, in save order', async () => {
      await callAs(alice, 'PUT', '/bookmarks', [{ tmdbId: '1', meta: movie }]);
      await callAs(bob, 'PUT', '/bookmarks', [{ tmdbId: '2', meta: show }]);
      await callAs(alice, 'PUT', '/bookmarks', [{ tmdbId: '3', meta: show }]);
      await callAs(bob, 'PUT', '/progress/2', { meta: show, duration: 60, watched: 5 });

      const reads = await Promise.all(
        [alice, bob, alice, bob].flatMap((account) => [
          callAs(account, 'GET', '/bookmarks'),
          callAs(account, 'GET', '/progress'),
        ]),
      );
      const ids = reads.map((read) => read.json().map((item: { tmdbId: string }) => item.tmdbId));
      expect(ids).toEqual([['1', '3'], [], ['2'], ['2'], ['1', '3'], [], ['2'], ['2']]);
    });
  });

  describe('settings', () => {
    it('starts empty and applies partial updates', async () => {
      expect((await call('GET', '/settings')).json()).toEqual({ id: alice.userId });
      await call('PUT', '/settings', {
        applicationTheme: 'blue',
        applicationLanguage: 'de',
        proxyUrls: ['https://proxy.example'],
        enableAutoplay: false,
      });
      const patched = await call('PUT', '/settings', {
        applicationLanguage: 'fr',
        applicationTheme: null,
      });
      expect(patched.json()).toEqual({
        id: alice.userId,
        applicationLanguage: 'fr',
        proxyUrls: ['https://proxy.example'],
        enableAutoplay: false,
      });
      expect((await call('GET', '/settings')).json()).toEqual(patched.json());
    });

    it('keeps every field when devices save at the same time', async () => {
      await call('PUT', '/settings', { applicationTheme: 'blue' });
      const fields = [
        { applicationLanguage: 'fr' },
        { defaultSubtitleLanguage: 'de' },
        { enableAutoplay: false },
        { enableThumbnails: true },
        { proxyUrls: ['https://proxy.example'] },
        { sourceOrder: ['library', 'archive'] },
        { enableDiscover: false },
        { applicationTheme: null },
      ];
      const answers = await Promise.all(fields.map((field) => call('PUT', '/settings', field)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(fields.map(() => 200));
      expect((await call('GET', '/settings')).json()).toEqual({
        id: alice.userId,
        applicationLanguage: 'fr',
        defaultSubtitleLanguage: 'de',
        enableAutoplay: false,
        enableThumbnails: true,
        proxyUrls: ['https://proxy.example'],
        sourceOrder: ['library', 'archive'],
        enableDiscover: false,
      });
    });

    it('answers a saved value that an empty update leaves as it was', async () => {
      await call('PUT', '/settings', { enableAutoplay: false, proxyUrls: [] });
      const same = await call('PUT', '/settings', {});
      expect(same.json()).toEqual({ id: alice.userId, enableAutoplay: false, proxyUrls: [] });
      const cleared = await call('PUT', '/settings', { enableAutoplay: null, proxyUrls: null });
      expect(cleared.json()).toEqual({ id: alice.userId });
      expect((await call('GET', '/settings')).json()).toEqual({ id: alice.userId });
    });

    it('answers an internal failure with the generic error body and no stack trace', async () => {
      await database.handle.db
        .insertInto('user_settings')
        .values({ user_id: alice.userId, settings: '{not json' })
        .execute();
      const broken = await call('GET', '/settings');
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toMatchObject({
        errorType: 'message',
        message: 'Internal server error',
      });
      expect(broken.body).not.toMatch(/\bat |stack|SyntaxError/);
    });

    it('validates fields and refuses another user', async () => {
      const bad = await call('PUT', '/settings', { enableAutoplay: 'yes' });
      expect(bad.statusCode).toBe(400);
      const foreign = await app.inject({
        method: 'GET',
        url: `/users/${bob.userId}/settings`,
        headers: bearer(alice.token),
      });
      expect(foreign.statusCode).toBe(403);
    });
  });
});
