import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { clientAddress, clientKey } from '../src/http/client-address.ts';
import { newKeys } from './accounts-client.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function configError(trustProxy: string): string {
  try {
    loadConfig({ TRUST_PROXY: trustProxy });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`TRUST_PROXY=${trustProxy} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('reads false, a hop count, and addresses or CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, naming the safer forms', () => {
    for (const value of ['true', 'TRUE']) {
      const message = configError(value);
      expect(message).toContain('TRUST_PROXY: true would take whatever address a client writes');
      expect(message).toContain('TRUST_PROXY=127.0.0.1');
      expect(message).toContain('TRUST_PROXY=1');
    }
  });

  it('refuses what is neither an address nor a range, and a hop count of 0', () => {
    expect(configError('nginx,10.0.0.0/33')).toContain(
      'TRUST_PROXY: "nginx", "10.0.0.0/33": not an address or CIDR range',
    );
    expect(configError('0')).toContain('a hop count must be 1 or more');
  });

  it('stops the server at start when it is true, with the message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, TRUST_PROXY: 'true', PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('TRUST_PROXY: true would take whatever address a client writes');
    expect(output).not.toContain('Screenroom is serving at');
  });
});

describe('who the client is, by TRUST_PROXY', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
  });

  /** The app as configured, with a route that says whom it sees. */
  async function appTrusting(trustProxy: string) {
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY: trustProxy }),
      database: database.handle,
      serveWebApp: false,
    });
    app.get('/test/client', async (request) => ({
      address: clientAddress(request),
      key: clientKey(request),
    }));
    apps.push(app);
    return async (remoteAddress: string, forwardedFor?: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/test/client',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      });
      return answer.json<{ address: string; key: string }>();
    };
  }

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const seen = await appTrusting('false');
    expect(await seen('203.0.113.9', '198.51.100.1')).toEqual({
      address: '203.0.113.9',
      key: '203.0.113.9',
    });
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const seen = await appTrusting('127.0.0.1,10.0.0.0/8');
    expect((await seen('203.0.113.9', '198.51.100.1')).address).toBe('203.0.113.9');
    expect((await seen('203.0.113.9', '127.0.0.1')).address).toBe('203.0.113.9');
  });

  it('takes the right-most address that is not a trusted proxy', async () => {
    const seen = await appTrusting('127.0.0.1,10.0.0.0/8');
    // What the client wrote comes first; each trusted proxy appended the address it saw.
    expect((await seen('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3')).address).toBe(
      '198.51.100.7',
    );
    expect((await seen('127.0.0.1', '198.51.100.7')).address).toBe('198.51.100.7');
    // A proxy on a dual-stack socket is seen as an IPv4-mapped address, and still trusted.
    expect((await seen('::ffff:127.0.0.1', '1.1.1.1, 198.51.100.8')).address).toBe('198.51.100.8');
    expect(await seen('127.0.0.1', '2001:db8:7:8::42')).toEqual({
      address: '2001:db8:7:8::42',
      key: '2001:db8:7:8::/64',
    });
  });

  it('trusts as many hops as counted, whoever they are', async () => {
    const one = await appTrusting('1');
    expect((await one('203.0.113.9', '6.6.6.6, 198.51.100.7')).address).toBe('198.51.100.7');
    expect((await one('203.0.113.9')).address).toBe('203.0.113.9');
    const two = await appTrusting('2');
    expect((await two('203.0.113.9', '6.6.6.6, 198.51.100.7, 192.0.2.1')).address).toBe(
      '198.51.100.7',
    );
  });
});

describe.each(dialects)('the login limit behind a reverse proxy on %s', (dialect) => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1' }),
      database: database.handle,
      serveWebApp: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const loginStart = (remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login/start',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { publicKey: newKeys().publicKey },
    });

  it('holds for a client that forges a new X-Forwarded-For each time', async () => {
    for (let i = 1; i <= 20; i++) {
      const answer = await loginStart('127.0.0.1', `192.0.2.${i}, 198.51.100.20`);
      expect(answer.statusCode, `login start ${i}`).toBe(401);
    }
    const refused = await loginStart('127.0.0.1', '192.0.2.21, 198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorType: 'message',
      message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
    });
    // Another client behind the same proxy still gets in.
    expect((await loginStart('127.0.0.1', '192.0.2.21, 198.51.100.21')).statusCode).toBe(401);
  });

  it('holds for a client reaching the server directly with a forged header', async () => {
    for (let i = 1; i <= 20; i++) {
      expect((await loginStart('203.0.113.30', `127.0.0.1, 192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await loginStart('203.0.113.30', '192.0.2.99')).statusCode).toBe(429);
  });
});
