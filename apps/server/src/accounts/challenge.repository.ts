import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChallengeCodesTable } from './accounts.tables.ts';

export type ChallengeRow = Selectable<ChallengeCodesTable>;
export type ChallengeFlow = ChallengeRow['flow'];

export class ChallengeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(challenge: ChallengeRow): Promise<void> {
    await this.db.insertInto('challenge_codes').values(challenge).execute();
  }

  /**
   * Removes and returns the code in one statement, so two requests racing with the same code
   * cannot both use it. A code of the other flow is left alone.
   */
  take(code: string, flow: ChallengeFlow): Promise<ChallengeRow | undefined> {
    return this.db
      .deleteFrom('challenge_codes')
      .where('code', '=', code)
      .where('flow', '=', flow)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteExpired(now: number): Promise<void> {
    await this.db.deleteFrom('challenge_codes').where('expires_at', '<', now).execute();
  }
}
