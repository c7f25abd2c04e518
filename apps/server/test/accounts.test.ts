import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptData, encryptData, signChallenge } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import {
  bearer,
  buildAccountsApp,
  login,
  manualClock,
  newKeys,
  profile,
  register,
  type TestAccount,
} from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('accounts on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ config: testConfig(), database: database.handle, serveWebApp: false });
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  async function signedRegistration(
    keys: ReturnType<typeof newKeys>,
    code: string,
    overrides: Record<string, unknown> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/auth/register/complete',
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: signChallenge(code, keys.privateKey) },
        namespace: 'movie-web',
        device: encryptData('Desk', keys.seed),
        profile,
        ...overrides,
      },
    });
  }

  async function challengeFor(url: string, payload: object = {}): Promise<string> {
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(200);
    return response.json<{ challenge: string }>().challenge;
  }

  describe('register and login', () => {
    it('registers with a signed challenge and answers the user and session shapes', async () => {
      const keys = newKeys();
      const code = await challengeFor('/auth/register/start');
      const response = await signedRegistration(keys, code);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({
        namespace: 'movie-web',
        publicKey: keys.publicKey,
        roles: [],
        profile,
      });
      expect(body.user.id).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
      expect(body.session).toMatchObject({ userId: body.user.id });
      expect(body.session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(decryptData(body.session.device, keys.seed)).toBe('Desk');
      expect(typeof body.token).toBe('string');

      const me = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(body.token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(body.user.id);
      expect(me.json().session.id).toBe(body.session.id);
    });

    it('refuses a second account for the same key', async () => {
      const account = await register(app);
      const code = await challengeFor('/auth/register/start');
      const keys = { ...newKeys(account.mnemonic) };
      const response = await signedRegistration(keys, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorType: 'message',
        message: 'A user with this public key already exists',
      });
    });

    it('logs in with a new session and token', async () => {
      const account = await register(app);
      const response = await login(app, account, 'Phone');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.session.userId).toBe(account.userId);
      expect(body.session.id).not.toBe(account.sessionId);
      expect(decryptData(body.session.device, account.seed)).toBe('Phone');
      const me = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(body.token),
      });
      expect(me.json().user.lastLoggedIn).toEqual(expect.any(String));
    });

    it('answers 401 User cannot be found for an unknown key', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login/start',
        payload: { publicKey: newKeys().publicKey },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errorType: 'message',
        code: 'user_not_found',
        message: 'User cannot be found',
      });
    });

    it('uses a challenge code once only', async () => {
      const code = await challengeFor('/auth/register/start');
      expect((await signedRegistration(newKeys(), code)).statusCode).toBe(200);
      const again = await signedRegistration(newKeys(), code);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({
        errorType: 'message',
        code: 'challenge_invalid',
        message: 'Challenge Code Invalid',
      });
    });

    it('binds a challenge code to its flow', async () => {
      const account = await register(app);
      const registrationCode = await challengeFor('/auth/register/start');
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login/complete',
        payload: {
          publicKey: account.publicKey,
          challenge: {
            code: registrationCode,
            signature: signChallenge(registrationCode, account.privateKey),
          },
          device: 'x',
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Challenge Code Invalid');
      // The login attempt did not use the registration code up.
      expect((await signedRegistration(newKeys(), registrationCode)).statusCode).toBe(200);
    });

    it('rejects a signature by another key, and the code is then used up', async () => {
      const code = await challengeFor('/auth/register/start');
      const keys = newKeys();
      const response = await signedRegistration(keys, code, {
        challenge: { code, signature: signChallenge(code, newKeys().privateKey) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Challenge Code Signature Invalid');
      expect((await signedRegistration(keys, code)).json().message).toBe('Challenge Code Invalid');
    });

    it('answers validation errors in the movie-web error shape', async () => {
      const keys = newKeys();
      const code = await challengeFor('/auth/register/start');
      const response = await signedRegistration(keys, code, { device: 'x'.repeat(501) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorType).toBe('validation');
      expect(response.json().errors[0].path).toEqual(['device']);
      const empty = await app.inject({ method: 'POST', url: '/auth/login/start', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errorType).toBe('validation');
    });
  });

  describe('captcha', () => {
    /** A stand-in for reCAPTCHA's siteverify, answering its documented v3 shape. */
    async function siteverify(scores: Record<string, number>) {
      const received: URLSearchParams[] = [];
      const server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          const form = new URLSearchParams(body);
          received.push(form);
          const score = scores[form.get('response') ?? ''];
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify(
              score === undefined
                ? { success: false, 'error-codes': ['invalid-input-response'] }
                : {
                    success: true,
                    score,
                    action: 'register',
                    challenge_ts: new Date().toISOString(),
                    hostname: 'localhost',
                  },
            ),
          );
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        received,
        url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
        close: () => new Promise((resolve) => server.close(resolve)),
      };
    }

    it('checks the token and its reCAPTCHA v3 score only when configured', async () => {
      const verify = await siteverify({ human: 0.9, robot: 0.1 });
      const guarded = await buildApp({
        config: testConfig({
          CAPTCHA_SECRET: 'captcha-secret',
          CAPTCHA_CLIENT_KEY: 'site-key',
          CAPTCHA_VERIFY_URL: verify.url,
        }),
        database: database.handle,
        serveWebApp: false,
      });
      const start = (payload: object) =>
        guarded.inject({ method: 'POST', url: '/auth/register/start', payload });
      try {
        const meta = (await guarded.inject({ method: 'GET', url: '/meta' })).json();
        expect(meta).toMatchObject({ hasCaptcha: true, captchaClientKey: 'site-key' });
        const missing = await start({});
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errorType).toBe('message');
        expect(verify.received).toHaveLength(0);
        const robot = await start({ captchaToken: 'robot' });
        expect(robot.statusCode).toBe(400);
        const forged = await start({ captchaToken: 'forged' });
        expect(forged.statusCode).toBe(400);
        const human = await start({ captchaToken: 'human' });
        expect(human.statusCode).toBe(200);
        expect(human.json().challenge).toEqual(expect.any(String));
        expect(verify.received.map((form) => form.get('secret'))).toEqual([
          'captcha-secret',
          'captcha-secret',
          'captcha-secret',
        ]);
        expect(verify.received[2]?.get('remoteip')).toBe('127.0.0.1');
      } finally {
        await guarded.close();
        await verify.close();
      }
      // Without a captcha the token is not asked for.
      expect((await app.inject({ method: 'POST', url: '/auth/register/start' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('tokens', () => {
    it('answers 401 Not logged in without a token', async () => {
      const response = await app.inject({ method: 'GET', url: '/users/@me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorType: 'message', message: 'Not logged in' });
    });

    it('answers 400 Invalid authentication for a malformed or badly signed token', async () => {
      const account = await register(app);
      const [head, payload] = account.token.split('.');
      for (const token of ['garbage', `${head}.${payload}.AAAA`, `${account.token}x`]) {
        const response = await app.inject({
          method: 'GET',
          url: '/users/@me',
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorType: 'message',
          message: 'Invalid authentication',
        });
      }
    });

    it('makes a token worthless once its session is deleted', async () => {
      const account = await register(app);
      const other = (await login(app, account)).json<{ session: { id: string }; token: string }>();
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/sessions/${other.session.id}`,
        headers: bearer(account.token),
      });
      expect(deleted.json()).toEqual({ id: other.session.id });
      const response = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Not logged in');
      const own = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(account.token),
      });
      expect(own.statusCode).toBe(200);
    });

    it('keeps the generated secret in the database, so a restart accepts old tokens', async () => {
      const account = await register(app);
      const second = await buildApp({
        config: testConfig(),
        database: database.handle,
        serveWebApp: false,
      });
      const me = await second.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(account.token),
      });
      await second.close();
      expect(me.statusCode).toBe(200);
    });

    it('signs with TOKEN_SECRET when set, and rejects tokens of another secret', async () => {
      const account = await register(app);
      const configured = await buildApp({
        config: testConfig({ TOKEN_SECRET: 'a-configured-secret-of-some-length' }),
        database: database.handle,
        serveWebApp: false,
      });
      const foreign = await configured.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(account.token),
      });
      expect(foreign.statusCode).toBe(400);
      const own = await register(configured);
      const me = await configured.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(own.token),
      });
      await configured.close();
      expect(me.statusCode).toBe(200);
    });
  });

  describe('with an injected clock', () => {
    let clocked: FastifyInstance;
    let time: ReturnType<typeof manualClock>;

    beforeEach(async () => {
      time = manualClock();
      clocked = await buildAccountsApp(testConfig(), database.handle, { clock: time.clock });
    });

    afterEach(() => clocked.close());

    const me = (account: TestAccount) =>
      clocked.inject({ method: 'GET', url: '/users/@me', headers: bearer(account.token) });

    it('expires a session 21 days after its last use, and each use extends it', async () => {
      const account = await register(clocked);
      time.advance(20 * DAY);
      expect((await me(account)).statusCode).toBe(200);
      time.advance(20 * DAY);
      const used = await me(account);
      expect(used.statusCode).toBe(200);
      expect(Date.parse(used.json().session.accessedAt)).toBe(time.clock());
      time.advance(21 * DAY + 1);
      const expired = await me(account);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Not logged in');
    });

    it('leaves expired sessions out of the session list', async () => {
      const account = await register(clocked, 'Desk');
      const phone = (await login(clocked, account)).json<{ session: { id: string } }>();
      time.advance(20 * DAY);
      expect((await me(account)).statusCode).toBe(200);
      time.advance(2 * DAY);
      const list = await clocked.inject({
        method: 'GET',
        url: `/users/${account.userId}/sessions`,
        headers: bearer(account.token),
      });
      expect(list.statusCode).toBe(200);
      const ids = list.json<{ id: string }[]>().map((session) => session.id);
      expect(ids).toEqual([account.sessionId]);
      expect(ids).not.toContain(phone.session.id);
    });

    it('expires a challenge code after 10 minutes', async () => {
      const start = await clocked.inject({
        method: 'POST',
        url: '/auth/register/start',
        payload: {},
      });
      const code = start.json<{ challenge: string }>().challenge;
      time.advance(10 * 60 * 1000 + 1);
      const keys = newKeys();
      const response = await clocked.inject({
        method: 'POST',
        url: '/auth/register/complete',
        payload: {
          publicKey: keys.publicKey,
          challenge: { code, signature: signChallenge(code, keys.privateKey) },
          namespace: 'screenroom',
          device: 'x',
          profile,
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Challenge Code Expired');
    });
  });

  describe('users and sessions', () => {
    let alice: TestAccount;
    let bob: TestAccount;

    beforeEach(async () => {
      alice = await register(app, 'Alice laptop');
      bob = await register(app, 'Bob laptop');
    });

    it('edits the own profile and refuses another user', async () => {
      const newProfile = { colorA: '#000000', colorB: '#ffffff', icon: 'ghost' };
      const ok = await app.inject({
        method: 'PATCH',
        url: `/users/${alice.userId}`,
        headers: bearer(alice.token),
        payload: { profile: newProfile },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().profile).toEqual(newProfile);
      const forbidden = await app.inject({
        method: 'PATCH',
        url: `/users/${bob.userId}`,
        headers: bearer(alice.token),
        payload: { profile: newProfile },
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().errorType).toBe('message');
    });

    it('lists, renames and deletes own sessions only', async () => {
      await login(app, alice);
      const list = await app.inject({
        method: 'GET',
        url: `/users/${alice.userId}/sessions`,
        headers: bearer(alice.token),
      });
      expect(list.json()).toHaveLength(2);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/users/${bob.userId}/sessions`,
            headers: bearer(alice.token),
          })
        ).statusCode,
      ).toBe(403);

      const deviceName = encryptData('Renamed', alice.seed);
      const renamed = await app.inject({
        method: 'PATCH',
        url: `/sessions/${alice.sessionId}`,
        headers: bearer(alice.token),
        payload: { deviceName },
      });
      expect(renamed.statusCode).toBe(200);
      expect(decryptData(renamed.json().device, alice.seed)).toBe('Renamed');

      const foreignEdit = await app.inject({
        method: 'PATCH',
        url: `/sessions/${bob.sessionId}`,
        headers: bearer(alice.token),
        payload: { deviceName },
      });
      expect(foreignEdit.statusCode).toBe(403);
      const foreignDelete = await app.inject({
        method: 'DELETE',
        url: `/sessions/${bob.sessionId}`,
        headers: bearer(alice.token),
      });
      expect(foreignDelete.statusCode).toBe(403);
      const missing = await app.inject({
        method: 'DELETE',
        url: '/sessions/00000000-0000-0000-0000-000000000000',
        headers: bearer(alice.token),
      });
      expect(missing.statusCode).toBe(404);
      const bobMe = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: bearer(bob.token),
      });
      expect(bobMe.statusCode).toBe(200);
    });

    it('deletes the user with everything it owns, and only that', async () => {
      const headers = bearer(alice.token);
      const meta = { title: 'Film', year: 2001, type: 'movie' };
      await app.inject({
        method: 'POST',
        url: `/users/${alice.userId}/bookmarks/1`,
        headers,
        payload: { meta },
      });
      await app.inject({
        method: 'PUT',
        url: `/users/${alice.userId}/progress/1`,
        headers,
        payload: { meta, duration: 100, watched: 10 },
      });
      await app.inject({
        method: 'PUT',
        url: `/users/${alice.userId}/settings`,
        headers,
        payload: { applicationTheme: 'blue' },
      });
      await app.inject({
        method: 'POST',
        url: `/users/${bob.userId}/bookmarks/1`,
        headers: bearer(bob.token),
        payload: { meta },
      });

      expect(
        (await app.inject({ method: 'DELETE', url: `/users/${bob.userId}`, headers })).statusCode,
      ).toBe(403);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/users/${alice.userId}`,
        headers,
      });
      expect(deleted.json()).toEqual({ id: alice.userId });

      const { db } = database.handle;
      for (const table of ['sessions', 'bookmarks', 'progress_items', 'user_settings'] as const) {
        const rows = await sql<{
          n: number;
        }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE user_id = ${alice.userId}`.execute(
          db,
        );
        expect(Number(rows.rows[0]!.n)).toBe(0);
      }
      const users = await db.selectFrom('users').select('id').execute();
      expect(users.map((u) => u.id)).toEqual([bob.userId]);
      const me = await app.inject({ method: 'GET', url: '/users/@me', headers });
      expect(me.statusCode).toBe(401);
      const bobBookmarks = await app.inject({
        method: 'GET',
        url: `/users/${bob.userId}/bookmarks`,
        headers: bearer(bob.token),
      });
      expect(bobBookmarks.json()).toHaveLength(1);
    });

    it('takes a JSON content type with no body on the calls that define none', async () => {
      const json = { 'content-type': 'application/json' };
      // A call that needs a body still says so, and a broken body is still refused.
      const noBody = await app.inject({
        method: 'PUT',
        url: `/users/${bob.userId}/progress/1`,
        headers: { ...bearer(bob.token), ...json },
      });
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json()).toMatchObject({ errorType: 'validation' });
      const broken = await app.inject({
        method: 'PUT',
        url: `/users/${bob.userId}/settings`,
        headers: { ...bearer(bob.token), ...json },
        payload: '{"applicationTheme":',
      });
      expect(broken.statusCode).toBe(400);
      const session = await app.inject({
        method: 'DELETE',
        url: `/sessions/${bob.sessionId}`,
        headers: { ...bearer(bob.token), ...json },
      });
      expect(session.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/users/@me',
        headers: { ...bearer(alice.token), ...json },
      });
      expect(me.statusCode).toBe(200);
      const user = await app.inject({
        method: 'DELETE',
        url: `/users/${alice.userId}`,
        headers: { ...bearer(alice.token), ...json },
      });
      expect(user.json()).toEqual({ id: alice.userId });
    });
  });
});
