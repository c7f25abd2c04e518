import { encryptData, signChallenge } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, login, newKeys, profile, register } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const closedMessage = 'Registration is closed on this server: ask its operator for an account';

describe.each(dialects)('REGISTRATION on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const apps: FastifyInstance[] = [];

  async function start(registration: 'open' | 'closed'): Promise<FastifyInstance> {
    const app = await buildApp({
      // One secret for every app on this database, so a token one issued works on the next.
      config: testConfig({ REGISTRATION: registration, TOKEN_SECRET: 'registration-test' }),
      database: database.handle,
      serveWebApp: false,
    });
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.drop();
  });

  it('is open by default, and /meta says so', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: database.handle,
      serveWebApp: false,
    });
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/meta' })).json()).toMatchObject({
      registration: 'open',
    });
    await expect(register(app)).resolves.toMatchObject({ userId: expect.any(String) });
  });

  it('refuses register start with 403 and a clear message when closed, and /meta says so', async () => {
    const app = await start('closed');
    expect((await app.inject({ method: 'GET', url: '/meta' })).json()).toMatchObject({
      registration: 'closed',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register/start',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errorType: 'message',
      code: 'registration_closed',
      message: closedMessage,
    });
  });

  it('refuses to complete with a challenge issued while it was still open, creating nobody', async () => {
    const open = await start('open');
    const { challenge } = (
      await open.inject({ method: 'POST', url: '/auth/register/start', payload: {} })
    ).json<{ challenge: string }>();
    const closed = await start('closed');
    const keys = newKeys();
    const response = await closed.inject({
      method: 'POST',
      url: '/auth/register/complete',
      payload: {
        publicKey: keys.publicKey,
        challenge: { code: challenge, signature: signChallenge(challenge, keys.privateKey) },
        namespace: 'screenroom',
        device: encryptData('Laptop', keys.seed),
        profile,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorType: 'message', message: closedMessage });
    const loginStart = await closed.inject({
      method: 'POST',
      url: '/auth/login/start',
      payload: { publicKey: keys.publicKey },
    });
    expect(loginStart.statusCode).toBe(401);
  });

  it('lets existing accounts log in and use their sessions when closed', async () => {
    const account = await register(await start('open'));
    const closed = await start('closed');
    const loggedIn = await login(closed, account);
    expect(loggedIn.statusCode).toBe(200);
    const { token } = loggedIn.json<{ token: string }>();
    const me = await closed.inject({ method: 'GET', url: '/users/@me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const earlier = await closed.inject({
      method: 'GET',
      url: '/users/@me',
      headers: bearer(account.token),
    });
    expect(earlier.statusCode).toBe(200);
  });
});

describe('REGISTRATION values', () => {
  it('refuses anything but open or closed at start', () => {
    expect(() => testConfig({ REGISTRATION: 'invite' })).toThrow(/REGISTRATION/);
  });
});
