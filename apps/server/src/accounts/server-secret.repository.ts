import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Secrets the server makes for itself and shares with every instance through the database. */
export class ServerSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The secret stored under `name`, storing `candidate` first when there is none. Instances
   * starting together may race; the first insert wins and every one of them reads that value.
   */
  async getOrInsert(name: string, candidate: string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
