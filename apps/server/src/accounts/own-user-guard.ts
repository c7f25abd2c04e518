import { userIdParamsSchema } from '@screenroom/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { assertOwnUser, type SessionAuthenticator } from './session-auth.ts';

/** `/users/:userId` and every path under it: one user's own data. */
const ownUserPath = /^\/users\/:userId(\/|$)/;
/** Any path whose second segment is a parameter, however it is named. */
const userParamPath = /^\/users\/:/;

type PreHandler = NonNullable<RouteOptions['preHandler']>;

/**
 * Guards every route registered from now on under `/users/:userId`, so that none can forget
 * the check: the token must be valid (401 `Not logged in`, 400 `Invalid authentication`) and
 * belong to that user (403). The guard runs after the route's own preHandlers, so a rate limit
 * still counts a request before its token is looked at. A route naming the user parameter
 * otherwise would escape the guard, so registering one fails.
 */
export function guardOwnUserRoutes(
  app: FastifyInstance,
  authenticator: SessionAuthenticator,
): void {
  async function ownUserOnly(request: FastifyRequest): Promise<void> {
    const session = await authenticator.require(request.headers.authorization);
    const { userId } = userIdParamsSchema.parse(request.params);
    assertOwnUser(session, userId);
  }

  app.addHook('onRoute', (route) => {
    if (!userParamPath.test(route.url)) return;
    if (!ownUserPath.test(route.url)) {
      throw new Error(
        `${route.url}: name the user parameter :userId so the ownership guard covers it`,
      );
    }
    const own: PreHandler[] = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, ownUserOnly] as PreHandler;
  });
}
