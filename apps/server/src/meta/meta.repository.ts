import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The healthcheck's question to the database. */
export class MetaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the database answers a trivial query; any failure counts as not connected. */
  async databaseConnected(): Promise<boolean> {
    return sql`SELECT 1`
      .execute(this.db)
      .then(() => true)
      .catch(() => false);
  }
}
