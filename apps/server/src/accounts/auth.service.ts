import crypto from 'node:crypto';
import {
  verifyChallenge,
  type ChallengeIssued,
  type LoginCompleteAnswer,
  type LoginCompleteBody,
  type RegisterCompleteAnswer,
  type RegisterCompleteBody,
} from '@screenroom/core';
import { HttpError } from '../http/errors.ts';
import { formatSession, formatUser } from './accounts.format.ts';
import { rolesFor } from './admin-roles.ts';
import type { CaptchaVerifier } from './captcha.ts';
import type { ChallengeFlow, ChallengeRepository } from './challenge.repository.ts';
import type { Clock } from './clock.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';
import { SESSION_LIFETIME_MS } from './session-auth.ts';
import { signSessionToken } from './token.ts';
import type { UserRepository } from './user.repository.ts';

export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
export const REGISTRATION_CLOSED_MESSAGE =
  'Registration is closed on this server: ask its operator for an account';
const USER_ID_LENGTH = 12;
const USER_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The part of both complete calls that proves the key. */
type SignedChallenge = Pick<LoginCompleteBody, 'publicKey' | 'challenge'>;

export interface Client {
  address: string;
  userAgent: string;
}

export interface AuthDeps {
  users: UserRepository;
  sessions: SessionRepository;
  challenges: ChallengeRepository;
  captcha: CaptchaVerifier | undefined;
  tokenSecret: string;
  clock: Clock;
  adminKeys?: Set<string>;
  /** The operator's REGISTRATION setting: `closed` refuses new accounts, never logins. */
  registration: 'open' | 'closed';
}

function randomUserId(): string {
  const bytes = crypto.randomBytes(USER_ID_LENGTH);
  // 62 symbols: the modulo bias is negligible for an identifier that only has to be unique.
  return Array.from(bytes, (b) => USER_ID_ALPHABET[b % USER_ID_ALPHABET.length]).join('');
}

/** Register and login by signing a single-use, expiring challenge with the account's key. */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async startRegistration(
    captchaToken: string | undefined,
    client: Client,
  ): Promise<ChallengeIssued> {
    this.assertRegistrationOpen();
    const { captcha } = this.deps;
    if (captcha) {
      if (!captchaToken) throw new HttpError(400, 'Captcha token is required', 'captcha_required');
      if (!(await captcha.verify(captchaToken, client.address))) {
        throw new HttpError(400, 'Invalid captcha', 'captcha_invalid');
      }
    }
    return { challenge: await this.issueChallenge('registration') };
  }

  async completeRegistration(
    input: RegisterCompleteBody,
    client: Client,
  ): Promise<RegisterCompleteAnswer> {
    // Checked again here: a challenge issued before the server was closed must not open it.
    this.assertRegistrationOpen();
    await this.redeemChallenge(input, 'registration');
    const { users, clock } = this.deps;
    if (await users.findByPublicKey(input.publicKey)) {
      throw new HttpError(400, 'A user with this public key already exists', 'user_exists');
    }
    const now = clock();
    const user = {
      id: randomUserId(),
      namespace: input.namespace,
      public_key: input.publicKey,
      roles: JSON.stringify(this.roles(input.publicKey, [])),
      name: null,
      profile_color_a: input.profile.colorA,
      profile_color_b: input.profile.colorB,
      profile_icon: input.profile.icon,
      created_at: now,
      last_logged_in: now,
    };
    await users.insert(user);
    const session = await this.openSession(user.id, input.device, client);
    return { user: formatUser(user), session: formatSession(session), token: this.token(session) };
  }

  async startLogin(publicKey: string): Promise<ChallengeIssued> {
    if (!(await this.deps.users.findByPublicKey(publicKey))) {
      throw new HttpError(401, 'User cannot be found', 'user_not_found');
    }
    return { challenge: await this.issueChallenge('login') };
  }

  async completeLogin(input: LoginCompleteBody, client: Client): Promise<LoginCompleteAnswer> {
    await this.redeemChallenge(input, 'login');
    const user = await this.deps.users.findByPublicKey(input.publicKey);
    if (!user) throw new HttpError(401, 'User cannot be found', 'user_not_found');
    await this.deps.users.update(user.id, {
      last_logged_in: this.deps.clock(),
      roles: JSON.stringify(this.roles(user.public_key, JSON.parse(user.roles) as string[])),
    });
    const session = await this.openSession(user.id, input.device, client);
    return { session: formatSession(session), token: this.token(session) };
  }

  private assertRegistrationOpen(): void {
    if (this.deps.registration === 'closed')
      throw new HttpError(403, REGISTRATION_CLOSED_MESSAGE, 'registration_closed');
  }

  private roles(publicKey: string, stored: string[]): string[] {
    return rolesFor(publicKey, stored, this.deps.adminKeys ?? new Set());
  }

  private async issueChallenge(flow: ChallengeFlow): Promise<string> {
    const now = this.deps.clock();
    await this.deps.challenges.deleteExpired(now);
    const code = crypto.randomUUID();
    await this.deps.challenges.insert({
      code,
      flow,
      created_at: now,
      expires_at: now + CHALLENGE_LIFETIME_MS,
    });
    return code;
  }

  /** A code is used up by its first attempt, whether or not the signature holds. */
  private async redeemChallenge(answer: SignedChallenge, flow: ChallengeFlow): Promise<void> {
    const row = await this.deps.challenges.take(answer.challenge.code, flow);
    if (!row) throw new HttpError(401, 'Challenge Code Invalid', 'challenge_invalid');
    if (row.expires_at <= this.deps.clock())
      throw new HttpError(401, 'Challenge Code Expired', 'challenge_expired');
    if (!verifyChallenge(answer.challenge.code, answer.challenge.signature, answer.publicKey)) {
      throw new HttpError(401, 'Challenge Code Signature Invalid', 'challenge_signature_invalid');
    }
  }

  private async openSession(userId: string, device: string, client: Client): Promise<SessionRow> {
    const now = this.deps.clock();
    const session: SessionRow = {
      id: crypto.randomUUID(),
      user_id: userId,
      device,
      user_agent: client.userAgent.slice(0, 500),
      created_at: now,
      accessed_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
    };
    await this.deps.sessions.insert(session);
    return session;
  }

  private token(session: SessionRow): string {
    return signSessionToken(session.id, this.deps.tokenSecret, session.created_at);
  }
}
