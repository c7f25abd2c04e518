import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAdminKeys, rolesFor } from '../src/accounts/admin-roles.ts';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, login, newKeys, register } from './accounts-client.ts';
import { createTestDatabase, testConfig } from './databases.ts';

describe('rolesFor', () => {
  const admins = parseAdminKeys(' keyA , ,keyB');
  it('reads a trimmed comma-separated list', () => {
    expect([...admins]).toEqual(['keyA', 'keyB']);
    expect(parseAdminKeys(undefined).size).toBe(0);
  });
  it('grants admin to listed keys only and takes it from the others', () => {
    expect(rolesFor('keyA', [], admins)).toEqual(['admin']);
    expect(rolesFor('keyA', ['admin'], admins)).toEqual(['admin']);
    expect(rolesFor('keyC', ['admin', 'beta'], admins)).toEqual(['beta']);
  });
});

describe('ADMIN_PUBLIC_KEYS', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> } | undefined;
  const apps: FastifyInstance[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
    database = undefined;
  });

  async function appWith(adminKeys: string) {
    database ??= await createTestDatabase('sqlite');
    const app = await buildApp({
      config: testConfig({ ADMIN_PUBLIC_KEYS: adminKeys }),
      database: database.handle,
      serveWebApp: false,
    });
    apps.push(app);
    return app;
  }

  async function rolesOnMe(app: FastifyInstance, token: string) {
    const me = await app.inject({ method: 'GET', url: '/users/@me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    return me.json<{ user: { roles: string[] } }>().user.roles;
  }

  it('gives listed keys the admin role at registration and on /users/@me', async () => {
    const admin = newKeys();
    const viewer = newKeys();
    const app = await appWith(`${admin.publicKey}, someoneElse`);
    const adminAccount = await register(app, 'Desk', admin);
    const viewerAccount = await register(app, 'Desk', viewer);
    expect(adminAccount.roles).toEqual(['admin']);
    expect(viewerAccount.roles).toEqual([]);
    expect(await rolesOnMe(app, adminAccount.token)).toEqual(['admin']);
    expect(await rolesOnMe(app, viewerAccount.token)).toEqual([]);
  });

  it('follows the list at login when the operator changes it', async () => {
    const keys = newKeys();
    const before = await appWith('');
    const account = await register(before, 'Desk', keys);
    expect(account.roles).toEqual([]);

    const granted = await appWith(keys.publicKey);
    const loggedIn = await login(granted, keys);
    expect(loggedIn.statusCode).toBe(200);
    expect(await rolesOnMe(granted, loggedIn.json<{ token: string }>().token)).toEqual(['admin']);

    const revoked = await appWith('');
    expect(await rolesOnMe(revoked, account.token)).toEqual([]);
  });
});
