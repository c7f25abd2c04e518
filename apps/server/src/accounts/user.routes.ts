import { accountsRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { SessionAuthenticator } from './session-auth.ts';
import type { UserService } from './user.service.ts';

/** `/users/:userId...` routes are for the token's own user only: `guardOwnUserRoutes` checks. */
export function registerUserRoutes(
  app: FastifyInstance,
  authenticator: SessionAuthenticator,
  users: UserService,
): void {
  addApiRoute(app, accountsRoutes.me, {}, async (request) => {
    return users.me(await authenticator.require(request.headers.authorization));
  });

  // The movie-web client asks for this before deleting an account; the existing backend answers it.
  addApiRoute(app, accountsRoutes.user, {}, async (_request, _reply, input) => {
    return users.get(input.params().userId);
  });

  addApiRoute(app, accountsRoutes.updateUser, {}, async (request, _reply, input) => {
    const { userId } = input.params();
    return users.update(userId, input.body(request.body ?? {}));
  });

  addApiRoute(app, accountsRoutes.deleteUser, {}, async (_request, _reply, input) => {
    return users.delete(input.params().userId);
  });

  addApiRoute(app, accountsRoutes.sessions, {}, async (_request, _reply, input) => {
    return users.listSessions(input.params().userId);
  });

  addApiRoute(app, accountsRoutes.renameSession, {}, async (request, _reply, input) => {
    const session = await authenticator.require(request.headers.authorization);
    const { sessionId } = input.params();
    const { deviceName } = input.body(request.body ?? {});
    return users.renameSession(session, sessionId, deviceName);
  });

  addApiRoute(app, accountsRoutes.deleteSession, {}, async (request, _reply, input) => {
    const session = await authenticator.require(request.headers.authorization);
    const { sessionId } = input.params();
    return users.deleteSession(session, sessionId);
  });
}
