import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The health checks' question to the database. */
export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the database answers a trivial query; any failure counts as not connected. */
  async databaseConnected(): Promise<boolean> {
    return sql`SELECT 1`
      .execute(this.db)
      .then(() => true)
      .catch(() => false);
  }
}
