import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { preparedQuery, runPrepared } from '../src/db/prepared-query.ts';
import { createTestDatabase, dialects } from './databases.ts';

describe.each(dialects)('preparedQuery on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    await db
      .insertInto('users')
      .values(
        ['u1', 'u2'].map((id, i) => ({
          id,
          namespace: 'screenroom',
          public_key: `key-${id}`,
          roles: '[]',
          created_at: 1000 + i,
          last_logged_in: null,
          name: null,
          profile_color_a: '#000000',
          profile_color_b: '#ffffff',
          profile_icon: 'tv',
        })),
      )
      .execute();
  });

  afterEach(() => database.drop());

  it('compiles once and runs with each call’s values, keeping fixed values', async () => {
    const { db } = database.handle;
    const byId = preparedQuery<{ id: string }, { id: string; namespace: string }>((param) =>
      db
        .selectFrom('users')
        .select(['id', 'namespace'])
        .where('id', '=', param('id'))
        .where('namespace', '=', 'screenroom'),
    );
    const first = byId({ id: 'u1' });
    const second = byId({ id: 'u2' });
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['u1', 'screenroom']);
    expect(await runPrepared(db, first)).toEqual([{ id: 'u1', namespace: 'screenroom' }]);
    expect(await runPrepared(db, second)).toEqual([{ id: 'u2', namespace: 'screenroom' }]);
    expect(await runPrepared(db, byId({ id: 'nobody' }))).toEqual([]);
  });
});
