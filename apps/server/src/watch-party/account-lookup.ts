import type { AppContext } from '../app-context.ts';
import type { Clock } from '../accounts/clock.ts';
import { SessionAuthenticator } from '../accounts/session-auth.ts';
import { ServerSecretRepository } from '../accounts/server-secret.repository.ts';
import { SessionRepository } from '../accounts/session.repository.ts';
import { resolveTokenSecret } from '../accounts/token-secret.ts';
import { HttpError } from '../http/errors.ts';

/** The account id behind an Authorization header, or undefined without a usable one. */
export type AccountLookup = (authorization: string | undefined) => Promise<string | undefined>;

/**
 * Bearer tokens checked by the accounts module's own authenticator. The token is optional on
 * every watch-party call, so a stale or malformed one counts as no account instead of failing a
 * report that needs no account at all.
 */
export function accountLookup(authenticator: SessionAuthenticator): AccountLookup {
  return async (authorization) => {
    if (authorization === undefined || authorization === '') return undefined;
    try {
      return (await authenticator.optional(authorization))?.user_id;
    } catch (error) {
      if (error instanceof HttpError) return undefined;
      throw error;
    }
  };
}

/** An authenticator over the shared database, for when the accounts module's is not handed in. */
export async function databaseAccountLookup(ctx: AppContext, clock: Clock): Promise<AccountLookup> {
  const { db } = ctx.database;
  const secret = await resolveTokenSecret(new ServerSecretRepository(db), ctx.config.TOKEN_SECRET);
  return accountLookup(new SessionAuthenticator(new SessionRepository(db), secret, clock));
}
