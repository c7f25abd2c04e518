import type {
  AccountSession,
  AccountUser,
  DeletedIdAnswer,
  MeAnswer,
  UserAnswer,
  UserPatchBody,
} from '@screenroom/core';
import { HttpError } from '../http/errors.ts';
import { formatSession, formatUser } from './accounts.format.ts';
import { rolesFor } from './admin-roles.ts';
import { systemClock, type Clock } from './clock.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';
import type { UserRepository, UserRow } from './user.repository.ts';

/** The user itself and its sessions; a user may see and change only its own. */
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly adminKeys: Set<string> = new Set(),
    private readonly clock: Clock = systemClock,
  ) {}

  async me(session: SessionRow): Promise<MeAnswer> {
    const user = await this.users.findById(session.user_id);
    if (!user) throw new HttpError(401, 'User cannot be found', 'user_not_found');
    return { user: this.withRoles(user), session: formatSession(session) };
  }

  /** The user alone (`GET /users/@me` without the session), roles as there. */
  async get(userId: string): Promise<UserAnswer> {
    const user = await this.users.findById(userId);
    if (!user) throw new HttpError(404, 'User does not exist');
    return { user: this.withRoles(user) };
  }

  /** The user as answered, with the admin role its key earns from ADMIN_PUBLIC_KEYS. */
  private withRoles(user: UserRow): AccountUser {
    const formatted = formatUser(user);
    return { ...formatted, roles: rolesFor(user.public_key, formatted.roles, this.adminKeys) };
  }

  async update(userId: string, patch: UserPatchBody): Promise<AccountUser> {
    const user = await this.users.update(userId, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.profile && {
        profile_color_a: patch.profile.colorA,
        profile_color_b: patch.profile.colorB,
        profile_icon: patch.profile.icon,
      }),
    });
    if (!user) throw new HttpError(401, 'User cannot be found', 'user_not_found');
    return formatUser(user);
  }

  async delete(userId: string): Promise<DeletedIdAnswer> {
    await this.users.delete(userId);
    this.sessions.forgetUser(userId);
    return { id: userId };
  }

  async listSessions(userId: string): Promise<AccountSession[]> {
    return (await this.sessions.listByUser(userId, this.clock())).map(formatSession);
  }

  async renameSession(
    current: SessionRow,
    sessionId: string,
    deviceName: string | undefined,
  ): Promise<AccountSession> {
    const target = await this.ownSession(current, sessionId);
    if (deviceName === undefined) return formatSession(target);
    const updated = await this.sessions.setDevice(sessionId, deviceName);
    if (!updated) throw new HttpError(404, 'Session cannot be found');
    return formatSession(updated);
  }

  async deleteSession(current: SessionRow, sessionId: string): Promise<DeletedIdAnswer> {
    await this.ownSession(current, sessionId);
    await this.sessions.delete(sessionId);
    return { id: sessionId };
  }

  private async ownSession(current: SessionRow, sessionId: string): Promise<SessionRow> {
    const target = sessionId === current.id ? current : await this.sessions.findById(sessionId);
    if (!target) throw new HttpError(404, 'Session cannot be found');
    if (target.user_id !== current.user_id) {
      throw new HttpError(403, 'Cannot change sessions of another user');
    }
    return target;
  }
}
