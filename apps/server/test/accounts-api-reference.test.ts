import { z } from 'zod';
import {
  accountsRoutes,
  encryptData,
  signChallenge,
  syncRoutes,
  type HttpMethod,
  type RouteSpec,
} from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAccounts } from '../src/accounts/accounts.module.ts';
import { registerApiReferenceRoutes } from '../src/api-reference/api-reference.routes.ts';
import { openApiPath } from '../src/api-reference/openapi-document.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { bearer, newKeys, profile } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig, testContext } from './databases.ts';

const callKey = (method: string, path: string) => `${method} ${path}`;
/** The accounts and sync areas, each entry one method. */
const accountsApi = [...Object.values(accountsRoutes), ...Object.values(syncRoutes)].map(
  (route: RouteSpec) => ({ ...route, method: route.method as HttpMethod }),
);
type ApiCall = (typeof accountsApi)[number];
const movie = { title: 'The General', year: 1926, type: 'movie', poster: '/general.jpg' };
const show = { title: 'A Show', year: 2020, type: 'show' };

interface OpenApiOperation {
  parameters: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { content: { 'application/json': { schema: unknown } } }>;
}

describe.each(dialects)('accounts API reference on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;
  /** What the accounts module registers, HEAD routes (added by Fastify for GETs) left out. */
  let registered: string[];

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    registered = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') registered.push(callKey(method, route.url));
      }
    });
    await registerAccounts(app, testContext(app, testConfig(), database.handle));
    registerApiReferenceRoutes(app);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it('lists every accounts and sync route, and no other', () => {
    const documented = accountsApi.map((call) => callKey(call.method, call.path));
    expect(new Set(documented).size).toBe(documented.length);
    expect([...registered].sort()).toEqual([...documented, 'GET /openapi.json'].sort());
  });

  it('serves each call with its parameters, request body and answer schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, OpenApiOperation>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    for (const call of accountsApi) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation, callKey(call.method, call.path)).toBeDefined();
      const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(names);
      expect(operation?.requestBody !== undefined).toBe(call.body !== undefined);
      expect(operation?.responses['200']?.content['application/json'].schema).toBeTypeOf('object');
    }

    // The limits the routes enforce are the ones the reference states.
    const registration = document.paths['/auth/register/complete']?.post?.requestBody;
    expect(registration?.content['application/json'].schema).toMatchObject({
      properties: { device: { type: 'string', minLength: 1, maxLength: 500 } },
      required: ['publicKey', 'challenge', 'namespace', 'device', 'profile'],
    });
    const progress = document.paths['/users/{userId}/progress/{tmdbId}']?.put?.requestBody;
    const progressSchema = progress?.content['application/json'].schema;
    expect(progressSchema).toMatchObject({ required: ['meta', 'duration', 'watched'] });
    expect(Object.keys(progressSchema?.properties as object)).not.toContain('tmdbId');
  });

  it('answers every call in the shape its schema states', async () => {
    const answered = new Set<string>();
    /** Calls the route and holds the answer to the call's schema: nothing missing or extra. */
    async function expectAnswer<T = unknown>(
      method: HttpMethod,
      path: string,
      url: string,
      options: { token?: string; payload?: unknown } = {},
    ): Promise<T> {
      const call: ApiCall | undefined = accountsApi.find(
        (candidate) => candidate.method === method && candidate.path === path,
      );
      if (!call) throw new Error(`${method} ${path} is not in the reference`);
      const response = await app.inject({
        method,
        url,
        headers: { 'user-agent': 'vitest', ...(options.token && bearer(options.token)) },
        ...(options.payload !== undefined && { payload: options.payload as object }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      const body: unknown = response.json();
      expect(call.answer && z.parse(call.answer, body)).toEqual(body);
      answered.add(callKey(method, path));
      return body as T;
    }

    const keys = newKeys();
    const signed = (code: string) => ({ code, signature: signChallenge(code, keys.privateKey) });
    const registration = await expectAnswer<{ challenge: string }>(
      'POST',
      '/auth/register/start',
      '/auth/register/start',
      { payload: {} },
    );
    const registered = await expectAnswer<{ user: { id: string }; token: string }>(
      'POST',
      '/auth/register/complete',
      '/auth/register/complete',
      {
        payload: {
          publicKey: keys.publicKey,
          challenge: signed(registration.challenge),
          namespace: 'screenroom',
          device: encryptData('Laptop', keys.seed),
          profile,
        },
      },
    );
    const login = await expectAnswer<{ challenge: string }>(
      'POST',
      '/auth/login/start',
      '/auth/login/start',
      { payload: { publicKey: keys.publicKey } },
    );
    const phone = await expectAnswer<{ session: { id: string } }>(
      'POST',
      '/auth/login/complete',
      '/auth/login/complete',
      {
        payload: {
          publicKey: keys.publicKey,
          challenge: signed(login.challenge),
          device: encryptData('Phone', keys.seed),
        },
      },
    );

    const token = registered.token;
    const user = `/users/${registered.user.id}`;
    await expectAnswer('GET', '/users/@me', '/users/@me', { token });
    await expectAnswer('GET', '/users/:userId', user, { token });
    await expectAnswer('PATCH', '/users/:userId', user, {
      token,
      payload: { profile: { ...profile, icon: 'tv' }, name: 'Alice' },
    });
    await expectAnswer('GET', '/users/:userId/sessions', `${user}/sessions`, { token });
    const session = `/sessions/${phone.session.id}`;
    await expectAnswer('PATCH', '/sessions/:sessionId', session, {
      token,
      payload: { deviceName: encryptData('Tablet', keys.seed) },
    });
    await expectAnswer('DELETE', '/sessions/:sessionId', session, { token });

    await expectAnswer('PUT', '/users/:userId/bookmarks', `${user}/bookmarks`, {
      token,
      payload: [{ tmdbId: 961, meta: movie }],
    });
    await expectAnswer('POST', '/users/:userId/bookmarks/:tmdbId', `${user}/bookmarks/1399`, {
      token,
      payload: { meta: show },
    });
    await expectAnswer('GET', '/users/:userId/bookmarks', `${user}/bookmarks`, { token });
    await expectAnswer('DELETE', '/users/:userId/bookmarks/:tmdbId', `${user}/bookmarks/961`, {
      token,
    });

    await expectAnswer('PUT', '/users/:userId/progress/:tmdbId', `${user}/progress/961`, {
      token,
      payload: { meta: movie, duration: 4500.4, watched: '600' },
    });
    await expectAnswer('PUT', '/users/:userId/progress/import', `${user}/progress/import`, {
      token,
      payload: [
        {
          tmdbId: '1399',
          meta: show,
          duration: 3000,
          watched: 100,
          seasonId: '1',
          episodeId: 2,
          seasonNumber: 1,
          episodeNumber: 1,
        },
      ],
    });
    await expectAnswer('GET', '/users/:userId/progress', `${user}/progress`, { token });
    await expectAnswer('DELETE', '/users/:userId/progress/:tmdbId', `${user}/progress/1399`, {
      token,
      payload: { seasonId: '1', episodeId: '2' },
    });

    await expectAnswer('PUT', '/users/:userId/settings', `${user}/settings`, {
      token,
      payload: { applicationTheme: 'blue', proxyUrls: ['https://proxy.example'], febboxKey: null },
    });
    await expectAnswer('GET', '/users/:userId/settings', `${user}/settings`, { token });
    await expectAnswer('DELETE', '/users/:userId', user, { token });

    expect([...answered].sort()).toEqual(
      accountsApi.map((call) => callKey(call.method, call.path)).sort(),
    );
  });
});
