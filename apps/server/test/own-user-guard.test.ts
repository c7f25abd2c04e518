import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { HttpError } from '../src/http/errors.ts';
import { bearer, register, type TestAccount } from './accounts-client.ts';
import { createTestDatabase, testConfig } from './databases.ts';

describe('the ownership guard of /users/:userId routes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let owner: TestAccount;
  let other: TestAccount;
  let handled: string[];

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
    handled = [];
    // Registered after every module, with no check of its own.
    app.get('/users/:userId/unchecked', async (request) => {
      handled.push((request.params as { userId: string }).userId);
      return { reached: true };
    });
    app.get(
      '/users/:userId/limited',
      {
        preHandler: async () => {
          throw new HttpError(429, 'Too many requests, try again in 1 seconds');
        },
      },
      async () => ({ reached: true }),
    );
    owner = await register(app);
    other = await register(app);
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  const call = (userId: string, headers: Record<string, string> = {}, method = 'GET' as const) =>
    app.inject({ method, url: `/users/${userId}/unchecked`, headers });

  it('answers a route without its own check for its own user only', async () => {
    const own = await call(owner.userId, bearer(owner.token));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ reached: true });

    const foreign = await call(owner.userId, bearer(other.token));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      errorType: 'message',
      message: 'Cannot access other user information',
    });
    expect(handled).toEqual([owner.userId]);
  });

  it('answers 401 without a token and 400 for a malformed one, as every authenticated call does', async () => {
    const anonymous = await call(owner.userId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorType: 'message', message: 'Not logged in' });

    const malformed = await call(owner.userId, { authorization: 'Bearer not-a-token' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      errorType: 'message',
      message: 'Invalid authentication',
    });
    expect(handled).toEqual([]);
  });

  it('guards the HEAD route Fastify adds for a GET', async () => {
    const head = (headers: Record<string, string>) =>
      app.inject({ method: 'HEAD', url: `/users/${owner.userId}/unchecked`, headers });
    expect((await head(bearer(other.token))).statusCode).toBe(403);
    expect((await head(bearer(owner.token))).statusCode).toBe(200);
  });

  it("runs after the route's own preHandlers, so a rate limit counts before the token is checked", async () => {
    const limited = await app.inject({ method: 'GET', url: `/users/${owner.userId}/limited` });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses to register a route that names the user parameter otherwise', async () => {
    const fresh = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    expect(() => fresh.get('/users/:id/elsewhere', async () => ({}))).toThrow(/:userId/);
    await fresh.close();
  });
});
