import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('settings')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.settings;
  }

  async save(userId: string, settings: string): Promise<void> {
    await this.db
      .insertInto('user_settings')
      .values({ user_id: userId, settings })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings }))
      .execute();
  }
}
