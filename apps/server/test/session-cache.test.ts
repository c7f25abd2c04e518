import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/accounts/session-cache.ts';
import { SessionRepository, type SessionRow } from '../src/accounts/session.repository.ts';
import { buildApp } from '../src/app.ts';
import { bearer, login, register } from './accounts-client.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase, dialects, TEST_REDIS_URL, testConfig } from './databases.ts';

function session(id: string, userId = 'user-1'): SessionRow {
  return {
    id,
    user_id: userId,
    device: 'device',
    user_agent: 'agent',
    created_at: 1,
    accessed_at: 1,
    expires_at: 2,
  };
}

describe('SessionCache', () => {
  // Not 0: lru-cache reads a start time of 0 as "no time to live", and a real clock never says 0.
  const start = 1;
  let now = start;
  const cache = () => new SessionCache(1000, 3, () => now);
  beforeEach(() => {
    now = start;
  });

  it('answers a remembered session until its time to live ends', () => {
    const sessions = cache();
    sessions.remember(session('a'), sessions.generation);
    now = start + 1000;
    expect(sessions.get('a')?.id).toBe('a');
    now = start + 1001;
    expect(sessions.get('a')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, at once', () => {
    const sessions = cache();
    sessions.remember(session('a'), sessions.generation);
    sessions.remember(session('b'), sessions.generation);
    sessions.remember(session('c', 'user-2'), sessions.generation);
    sessions.forget('a');
    expect(sessions.get('a')).toBeUndefined();
    sessions.forgetUser('user-1');
    expect(sessions.get('b')).toBeUndefined();
    expect(sessions.get('c')?.id).toBe('c');
  });

  it('never stores a row looked up before something was forgotten', () => {
    const sessions = cache();
    const generation = sessions.generation;
    sessions.forget('a');
    sessions.remember(session('a'), generation);
    expect(sessions.get('a')).toBeUndefined();
  });

  it('updates only rows it already holds', () => {
    const sessions = cache();
    sessions.update(session('a'));
    expect(sessions.get('a')).toBeUndefined();
    sessions.remember(session('a'), sessions.generation);
    sessions.update({ ...session('a'), device: 'renamed' });
    expect(sessions.get('a')?.device).toBe('renamed');
  });

  it('stays within its size', () => {
    const sessions = cache();
    for (const id of ['a', 'b', 'c', 'd']) sessions.remember(session(id), sessions.generation);
    const held = ['a', 'b', 'c', 'd'].filter((id) => sessions.get(id) !== undefined);
    expect(held.length).toBeLessThanOrEqual(3);
    expect(held).toContain('d');
  });
});

describe.each(dialects)('session lookups through the cache (%s)', (dialect) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('serves a repeated lookup from memory, and a deleted session no more', async () => {
    const { db } = database.handle;
    const repository = new SessionRepository(db);
    const row = { ...session('s-1'), user_id: (await register(app)).userId };
    await repository.insert(row);
    expect(await repository.findById('s-1')).toEqual(row);
    // Another instance deleting the row is seen only once the entry expires (session-cache.ts).
    await db.deleteFrom('sessions').where('id', '=', 's-1').execute();
    expect(await repository.findById('s-1')).toEqual(row);
    await repository.delete('s-1');
    expect(await repository.findById('s-1')).toBeUndefined();
  });

  it('refuses a token in use on the very next call after its session is deleted', async () => {
    const account = await register(app);
    const other = (await login(app, account)).json<{ session: { id: string }; token: string }>();
    const url = `/users/${account.userId}/bookmarks`;
    const before = await app.inject({ method: 'GET', url, headers: bearer(other.token) });
    expect(before.statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/sessions/${other.session.id}`,
      headers: bearer(account.token),
    });
    const after = await app.inject({ method: 'GET', url, headers: bearer(other.token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a token in use on the very next call after its user is deleted', async () => {
    const account = await register(app);
    const url = `/users/${account.userId}/bookmarks`;
    const headers = bearer(account.token);
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/users/${account.userId}`, headers });
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
  });
});

describe('two instances sharing PostgreSQL and Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let pools: DatabaseHandle[];

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    // Each instance opens its own pool, as separate processes would.
    pools = [openDatabase(database.url), openDatabase(database.url)];
    const config = testConfig({ DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL });
    one = await buildApp({ config, database: pools[0]!, serveWebApp: false });
    two = await buildApp({ config, database: pools[1]!, serveWebApp: false });
  });
  afterEach(async () => {
    await one.close();
    await two.close();
    for (const pool of pools) await pool.destroy();
    await database.drop();
  });

  /** Status of the call on `app` once it stops answering 200, within far less than the cache's 5 s. */
  async function statusOnceRefused(app: FastifyInstance, url: string, token: string) {
    const deadline = Date.now() + 2000;
    for (;;) {
      const { statusCode } = await app.inject({ method: 'GET', url, headers: bearer(token) });
      if (statusCode !== 200 || Date.now() > deadline) return statusCode;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a session deleted on one instance stops working on the other at once', async () => {
    const account = await register(one);
    const other = (await login(one, account)).json<{ session: { id: string }; token: string }>();
    const url = `/users/${account.userId}/bookmarks`;
    // The second instance has the session in its cache now.
    expect(
      (await two.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode,
    ).toBe(200);
    const removed = await one.inject({
      method: 'DELETE',
      url: `/sessions/${other.session.id}`,
      headers: bearer(account.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await statusOnceRefused(two, url, other.token)).toBe(401);
    expect(
      (await two.inject({ method: 'GET', url, headers: bearer(account.token) })).statusCode,
    ).toBe(200);
  });

  it('a user deleted on one instance has no working session on the other', async () => {
    const account = await register(one);
    const url = `/users/${account.userId}/bookmarks`;
    expect(
      (await two.inject({ method: 'GET', url, headers: bearer(account.token) })).statusCode,
    ).toBe(200);
    await one.inject({
      method: 'DELETE',
      url: `/users/${account.userId}`,
      headers: bearer(account.token),
    });
    expect(await statusOnceRefused(two, url, account.token)).toBe(401);
  });
});
