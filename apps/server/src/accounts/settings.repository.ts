import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** A partial update: fields to set, and fields to clear (sent as null). */
export interface SettingsChange {
  set: Record<string, unknown>;
  cleared: string[];
}

export class SettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  async find(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.settings;
  }

  /**
   * Applies the change in one statement and answers the stored result, so two devices saving at
   * once each keep their fields: a read in the service and a write after it could interleave and
   * write back a stale copy.
   */
  async apply(userId: string, change: SettingsChange): Promise<string> {
    const row = await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, settings: JSON.stringify(change.set) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: this.merged(change) }))
      .returning('settings')
      .executeTakeFirstOrThrow();
    return row.settings;
  }

  /** The stored object with the change applied. Setting values are never objects, so one level. */
  private merged(change: SettingsChange) {
    const stored = sql.ref('user_settings.settings');
    if (this.dialect === 'postgres') {
      return sql<string>`((${stored}::jsonb || ${JSON.stringify(change.set)}::jsonb) - ${change.cleared}::text[])::text`;
    }
    // SQLite's json_patch is RFC 7396: a null in the patch removes the field.
    const patch = { ...change.set, ...Object.fromEntries(change.cleared.map((f) => [f, null])) };
    return sql<string>`json_patch(${stored}, ${JSON.stringify(patch)})`;
  }
}
