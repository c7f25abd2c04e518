import type { PublicConfig } from '@screenroom/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { systemClock } from './clock.ts';
import { ServerSecretRepository } from './server-secret.repository.ts';
import { SessionAuthenticator } from './session-auth.ts';
import { SessionRepository, type SessionRow } from './session.repository.ts';
import { resolveTokenSecret } from './token-secret.ts';

/**
 * The operator's ACCESS rule for the routes that hand out media or spend the operator's
 * resources (the library and its files, scraping, proxy tokens, subtitles, ratings): under
 * `public` anyone may use them; under `accounts` only a live session may.
 */
export interface AccessGuard {
  /** True under ACCESS=accounts. */
  readonly sessionRequired: boolean;
  /**
   * For Cache-Control: an answer that needed a session is for that viewer, so shared caches must
   * not keep it and serve it to someone without one.
   */
  readonly cacheScope: 'public' | 'private';
  /**
   * A preHandler: under ACCESS=accounts the request must carry a live session's bearer token
   * (401 `Not logged in` without one or for a dead one, 400 `Invalid authentication` for a
   * malformed one); under public it lets everything through.
   */
  readonly requireSession: (request: FastifyRequest) => Promise<void>;
  /** The session `requireSession` found for this request; undefined under public. */
  sessionOf(request: FastifyRequest): SessionRow | undefined;
  /** The session with this id while it lasts: links signed for a session name it by id. */
  liveSession(sessionId: string): Promise<SessionRow | undefined>;
}

/** Builds the guard; `authenticator` is asked for only when a session is first checked. */
export function createAccessGuard(
  access: Config['ACCESS'],
  authenticator: () => Promise<SessionAuthenticator>,
): AccessGuard {
  const sessions = new WeakMap<FastifyRequest, SessionRow>();
  let pending: Promise<SessionAuthenticator> | undefined;
  const sessionAuthenticator = () => (pending ??= authenticator());
  const sessionRequired = access === 'accounts';
  return {
    sessionRequired,
    cacheScope: sessionRequired ? 'private' : 'public',
    async requireSession(request) {
      if (!sessionRequired) return;
      const session = await (await sessionAuthenticator()).require(request.headers.authorization);
      sessions.set(request, session);
    },
    sessionOf: (request) => sessions.get(request),
    liveSession: async (sessionId) => (await sessionAuthenticator()).live(sessionId),
  };
}

/** ACCESS=public's guard, which never needs an authenticator: for routes built outside an app. */
export const publicAccess: AccessGuard = createAccessGuard('public', () =>
  Promise.reject(new Error('public access checks no session')),
);

/** The accounts module's authenticator per app, so the guard shares its session cache. */
const accountsAuthenticators = new WeakMap<AppContext, SessionAuthenticator>();
const guards = new WeakMap<AppContext, AccessGuard>();

/**
 * Called by the accounts module: a session it deletes (logout, a removed device) then stops
 * opening media at once, instead of when a second cache forgets it.
 */
export function shareSessionAuthenticator(
  ctx: AppContext,
  authenticator: SessionAuthenticator,
): void {
  accountsAuthenticators.set(ctx, authenticator);
}

/** Built once per app when no accounts module shares its own. */
const ownAuthenticators = new WeakMap<AppContext, Promise<SessionAuthenticator>>();

/**
 * The app's session authenticator: the accounts module's when it is registered in the same app,
 * else one over the same database (tests that register a module alone).
 */
export function appSessionAuthenticator(ctx: AppContext): Promise<SessionAuthenticator> {
  const shared = accountsAuthenticators.get(ctx);
  if (shared) return Promise.resolve(shared);
  let own = ownAuthenticators.get(ctx);
  if (!own) {
    const { db } = ctx.database;
    own = resolveTokenSecret(new ServerSecretRepository(db), ctx.config.TOKEN_SECRET).then(
      (secret) => new SessionAuthenticator(new SessionRepository(db), secret, systemClock),
    );
    ownAuthenticators.set(ctx, own);
  }
  return own;
}

/** The app's one guard, for every module that needs it, over the app's session authenticator. */
export function accessGuard(ctx: AppContext): AccessGuard {
  const known = guards.get(ctx);
  if (known) return known;
  const guard = createAccessGuard(ctx.config.ACCESS, () => appSessionAuthenticator(ctx));
  guards.set(ctx, guard);
  return guard;
}

/**
 * Tells the web app whether our server wants the viewer's session for its media, sources, proxy,
 * subtitles and ratings: the server's own ACCESS decides, never a variable of the web app's.
 */
export function withAccessMode(
  publicConfig: PublicConfig,
  config: Pick<Config, 'ACCESS'>,
): PublicConfig {
  return { ...publicConfig, access: config.ACCESS };
}
