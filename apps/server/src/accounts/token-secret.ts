import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SECRET_NAME = 'session-token';

/**
 * The configured TOKEN_SECRET, or one generated on first start and kept in the database, so
 * tokens survive restarts and every instance sharing the database accepts them.
 */
export async function resolveTokenSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
