import { HttpError } from '../http/errors.ts';
import type { Clock } from './clock.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';
import { verifySessionToken } from './token.ts';

export const SESSION_LIFETIME_MS = 21 * 24 * 60 * 60 * 1000;
/** Extending on every call would turn each read into a write; a minute is precise enough for 21 days. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Checking a signature costs more than the session lookup that follows it, and a token's
 * signature never changes its verdict, so verified tokens are remembered. The whole memo is
 * dropped when full: cheaper than LRU bookkeeping, and refilled within a few requests.
 */
const VERIFIED_TOKENS_MAX = 10_000;

/** Turns an Authorization header into a live session; each use extends it to 21 days from then. */
export class SessionAuthenticator {
  private readonly verifiedTokens = new Map<string, string>();

  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokenSecret: string,
    private readonly clock: Clock,
  ) {}

  /** The session of a required bearer token. */
  async require(authorization: string | undefined): Promise<SessionRow> {
    const session = await this.optional(authorization);
    if (!session) throw new HttpError(401, 'Not logged in', 'not_logged_in');
    return session;
  }

  /** Undefined without a header; errors for a bad or dead token all the same. */
  async optional(authorization: string | undefined): Promise<SessionRow | undefined> {
    if (authorization === undefined || authorization === '') return undefined;
    const sessionId = this.sessionIdOf(authorization);
    if (sessionId === undefined) throw new HttpError(400, 'Invalid authentication');
    const session = await this.live(sessionId);
    if (!session) throw new HttpError(401, 'Not logged in', 'not_logged_in');
    return session;
  }

  /**
   * The session with this id while it lasts, extended like any use extends it; undefined once
   * it is deleted or expired. Signed media links carry a session id instead of a token.
   */
  async live(sessionId: string): Promise<SessionRow | undefined> {
    const session = await this.sessions.findById(sessionId);
    const now = this.clock();
    if (!session) return undefined;
    if (session.expires_at <= now) {
      await this.sessions.delete(session.id);
      return undefined;
    }
    if (now - session.accessed_at >= SESSION_TOUCH_INTERVAL_MS) {
      const expiresAt = now + SESSION_LIFETIME_MS;
      await this.sessions.touch(session.id, now, expiresAt);
      return { ...session, accessed_at: now, expires_at: expiresAt };
    }
    return session;
  }

  private sessionIdOf(authorization: string): string | undefined {
    const known = this.verifiedTokens.get(authorization);
    if (known !== undefined) return known;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const sessionId = match ? verifySessionToken(match[1]!, this.tokenSecret) : undefined;
    if (sessionId === undefined) return undefined;
    if (this.verifiedTokens.size >= VERIFIED_TOKENS_MAX) this.verifiedTokens.clear();
    this.verifiedTokens.set(authorization, sessionId);
    return sessionId;
  }
}

/** Every `/users/{userId}/...` call is for the token's own user only. */
export function assertOwnUser(session: SessionRow, userId: string): void {
  if (session.user_id !== userId) throw new HttpError(403, 'Cannot access other user information');
}
