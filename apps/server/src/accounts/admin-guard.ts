import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { ADMIN_ROLE, parseAdminKeys, rolesFor } from './admin-roles.ts';
import { appSessionAuthenticator } from './access-guard.ts';
import { UserRepository } from './user.repository.ts';

/**
 * A preHandler for operator tools, whatever ACCESS says: the request must carry a live session
 * (401 otherwise) of a user holding the admin role as ADMIN_PUBLIC_KEYS grants it now, not as it
 * was stored at login (403 otherwise).
 */
export function adminGuard(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  const users = new UserRepository(ctx.database.db);
  const adminKeys = parseAdminKeys(ctx.config.ADMIN_PUBLIC_KEYS);
  return async (request) => {
    const authenticator = await appSessionAuthenticator(ctx);
    const session = await authenticator.require(request.headers.authorization);
    const user = await users.findById(session.user_id);
    if (!user) throw new HttpError(401, 'User cannot be found');
    const roles = rolesFor(user.public_key, JSON.parse(user.roles) as string[], adminKeys);
    if (!roles.includes(ADMIN_ROLE)) throw new HttpError(403, 'Only an admin may do this');
  };
}
