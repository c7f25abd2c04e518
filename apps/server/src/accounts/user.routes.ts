import {
  sessionIdParamsSchema,
  sessionPatchBodySchema,
  userIdParamsSchema,
  userPatchBodySchema,
} from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import type { SessionAuthenticator } from './session-auth.ts';
import type { UserService } from './user.service.ts';

/** `/users/:userId...` routes are for the token's own user only: `guardOwnUserRoutes` checks. */
export function registerUserRoutes(
  app: FastifyInstance,
  authenticator: SessionAuthenticator,
  users: UserService,
): void {
  app.get('/users/@me', async (request) => {
    return users.me(await authenticator.require(request.headers.authorization));
  });

  // The movie-web client asks for this before deleting an account; the existing backend answers it.
  app.get('/users/:userId', async (request) => {
    const { userId } = userIdParamsSchema.parse(request.params);
    return users.get(userId);
  });

  app.patch('/users/:userId', async (request) => {
    const { userId } = userIdParamsSchema.parse(request.params);
    return users.update(userId, userPatchBodySchema.parse(request.body ?? {}));
  });

  app.delete('/users/:userId', async (request) => {
    const { userId } = userIdParamsSchema.parse(request.params);
    return users.delete(userId);
  });

  app.get('/users/:userId/sessions', async (request) => {
    const { userId } = userIdParamsSchema.parse(request.params);
    return users.listSessions(userId);
  });

  app.patch('/sessions/:sessionId', async (request) => {
    const session = await authenticator.require(request.headers.authorization);
    const { sessionId } = sessionIdParamsSchema.parse(request.params);
    const { deviceName } = sessionPatchBodySchema.parse(request.body ?? {});
    return users.renameSession(session, sessionId, deviceName);
  });

  app.delete('/sessions/:sessionId', async (request) => {
    const session = await authenticator.require(request.headers.authorization);
    const { sessionId } = sessionIdParamsSchema.parse(request.params);
    return users.deleteSession(session, sessionId);
  });
}
