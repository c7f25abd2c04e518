import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { shareSessionAuthenticator } from './access-guard.ts';
import { parseAdminKeys } from './admin-roles.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { BookmarkRepository } from './bookmark.repository.ts';
import { BookmarkService } from './bookmark.service.ts';
import { captchaConfigured, HttpCaptchaVerifier, type CaptchaVerifier } from './captcha.ts';
import { ChallengeRepository } from './challenge.repository.ts';
import { systemClock, type Clock } from './clock.ts';
import { guardOwnUserRoutes } from './own-user-guard.ts';
import { ProgressRepository } from './progress.repository.ts';
import { ProgressService } from './progress.service.ts';
import { ServerSecretRepository } from './server-secret.repository.ts';
import { SessionAuthenticator } from './session-auth.ts';
import { SessionRepository } from './session.repository.ts';
import {
  noSessionRemovals,
  RedisSessionRemovals,
  type SessionRemovals,
} from './session-removals.ts';
import { SettingsRepository } from './settings.repository.ts';
import { SettingsService } from './settings.service.ts';
import { registerSyncRoutes } from './sync.routes.ts';
import { resolveTokenSecret } from './token-secret.ts';
import { UserRepository } from './user.repository.ts';
import { registerUserRoutes } from './user.routes.ts';
import { UserService } from './user.service.ts';

/** What tests replace: the time, the rate-limit store and the captcha check. */
export interface AccountsOptions {
  clock?: Clock;
  rateLimiter?: RateLimiter;
  captcha?: CaptchaVerifier;
}

function defaultSessionRemovals(ctx: AppContext): SessionRemovals {
  const redis = ctx.infra.redis;
  if (!redis) return noSessionRemovals;
  return new RedisSessionRemovals(
    redis.commands,
    redis.subscriber(),
    redis.key('session-removals'),
  );
}

function defaultCaptcha(ctx: AppContext): CaptchaVerifier | undefined {
  const { CAPTCHA_SECRET, CAPTCHA_VERIFY_URL } = ctx.config;
  // The same rule as /meta's hasCaptcha, so a token is never asked for that no client can get.
  if (!captchaConfigured(ctx.config) || CAPTCHA_SECRET === undefined) return undefined;
  return new HttpCaptchaVerifier(CAPTCHA_VERIFY_URL, CAPTCHA_SECRET);
}

/** Accounts, sessions and sync, wire-compatible with the movie-web backend so its clients work. */
export async function registerAccounts(
  app: FastifyInstance,
  ctx: AppContext,
  options: AccountsOptions = {},
): Promise<void> {
  const { db } = ctx.database;
  const clock = options.clock ?? systemClock;
  const limiter = options.rateLimiter ?? ctx.infra.rateLimiter;

  const users = new UserRepository(db);
  const removals = defaultSessionRemovals(ctx);
  app.addHook('onClose', () => removals.close());
  const sessions = new SessionRepository(db, removals);
  const tokenSecret = await resolveTokenSecret(
    new ServerSecretRepository(db),
    ctx.config.TOKEN_SECRET,
  );
  const authenticator = new SessionAuthenticator(sessions, tokenSecret, clock);
  shareSessionAuthenticator(ctx, authenticator);
  const adminKeys = parseAdminKeys(ctx.config.ADMIN_PUBLIC_KEYS);
  const auth = new AuthService({
    users,
    sessions,
    challenges: new ChallengeRepository(db),
    captcha: options.captcha ?? defaultCaptcha(ctx),
    tokenSecret,
    clock,
    adminKeys,
    registration: ctx.config.REGISTRATION,
  });

  // First, so that every `/users/:userId...` route registered after it, here or in any later
  // module, is guarded.
  guardOwnUserRoutes(app, authenticator);
  registerAuthRoutes(app, auth, limiter);
  registerUserRoutes(app, authenticator, new UserService(users, sessions, adminKeys, clock));
  registerSyncRoutes(
    app,
    {
      bookmarks: new BookmarkService(new BookmarkRepository(db, ctx.database.dialect), clock),
      progress: new ProgressService(new ProgressRepository(db, ctx.database.dialect), clock),
      settings: new SettingsService(new SettingsRepository(db, ctx.database.dialect)),
    },
    limiter,
  );
}
