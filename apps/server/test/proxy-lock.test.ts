import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  checkDestinationUrl,
  PROXY_TOKEN_HEADER,
  proxyTokenAnswerSchema,
  refusedAddressReason,
} from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DialectName } from '../src/db/database.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { ProxyHostSet } from '../src/proxy/proxy-hosts.ts';
import { ProxyTokens } from '../src/proxy/proxy-token.ts';
import { safeRequesterFor } from '../src/proxy/proxy.module.ts';
import { ProxyService } from '../src/proxy/proxy.service.ts';
import type { ResolvedAddress, Resolver } from '../src/proxy/safe-request.ts';
import { BodyTooLargeError } from '../src/http/capped-body.ts';
import { cappedFetch } from '../src/scrape/scrape-fetch.ts';
import { createTestDatabase, dialects, testConfig } from './databases.ts';
import { BOMB_DECODED_BYTES, startFakeGzipBomb, type FakeGzipBomb } from './fake-gzip-bomb.ts';
import { startFakeUpstream, type FakeUpstream } from './proxy-fakes.ts';

const SECRET = 'proxy-lock-secret';
const CLIENT = '127.0.0.1';

let upstream: FakeUpstream;

/** Test names to loopback addresses; every other name fails, so nothing real is resolved. */
const resolver: Resolver = (hostname) => {
  const answers: Record<string, ResolvedAddress[]> = {
    'media.test': [{ address: '127.0.0.2', family: 4 }],
    'inside.test': [{ address: '127.0.0.1', family: 4 }],
  };
  const answer = answers[hostname];
  return answer ? Promise.resolve(answer) : Promise.reject(new Error(`ENOTFOUND ${hostname}`));
};

interface RunningApp {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

async function startApp(
  overrides: Record<string, string> = {},
  dialect: DialectName = 'sqlite',
): Promise<RunningApp> {
  const database = await createTestDatabase(dialect);
  const app = await buildApp({
    config: testConfig({
      TOKEN_SECRET: SECRET,
      // The deployment's one source host: general tokens open it and nothing else.
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstream.port}`,
      PROXY_ALLOWED_PORTS: String(upstream.port),
      ...overrides,
    }),
    database: database.handle,
    serveWebApp: false,
    resolver,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
    },
  };
}

const proxyUrl = (base: string, destination: string) =>
  `${base}/proxy/?destination=${encodeURIComponent(destination)}`;

async function via(
  base: string,
  destination: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(proxyUrl(base, destination), {
    headers: { [PROXY_TOKEN_HEADER]: token, ...headers },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const messageOf = (text: string) => (JSON.parse(text) as { message: string }).message;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});

afterAll(async () => {
  await upstream?.close();
});

beforeEach(() => {
  upstream.seen.length = 0;
});

describe.each(dialects)('tokens bound to their client (%s)', (dialect) => {
  let main: RunningApp;

  beforeAll(async () => {
    // No TOKEN_SECRET: the proxy's key comes from the secret kept in the database.
    main = await startApp({ TOKEN_SECRET: '' }, dialect);
  });

  afterAll(async () => {
    await main?.close();
  });

  const ask = (remoteAddress: string, query = '') =>
    main.app.inject({
      method: 'GET',
      url: `/proxy/token${query}`,
      remoteAddress,
      // Forged: any client can write this header, which is why the token is bound to it.
      headers: { 'sec-fetch-site': 'same-origin' },
    });

  it('refuses a general token presented by another client, saying nothing more', async () => {
    const elsewhere = proxyTokenAnswerSchema.parse((await ask('203.0.113.9')).json()).token;
    const refused = await via(main.base, `${upstream.origin}/file.bin`, elsewhere);
    expect(refused.status).toBe(403);
    expect(messageOf(refused.text)).toBe('The proxy token is not valid');
    expect(upstream.seen).toEqual([]);

    const own = proxyTokenAnswerSchema.parse((await ask(CLIENT)).json()).token;
    expect((await via(main.base, `${upstream.origin}/file.bin`, own)).status).toBe(200);
  });

  it('refuses a bound token presented by another client', async () => {
    const destination = `${upstream.origin}/file.bin`;
    const query = `?destination=${encodeURIComponent(destination)}`;
    const elsewhere = proxyTokenAnswerSchema.parse((await ask('2001:db8::5', query)).json()).token;
    expect((await via(main.base, destination, elsewhere)).status).toBe(403);
    const own = proxyTokenAnswerSchema.parse((await ask(CLIENT, query)).json()).token;
    expect((await via(main.base, destination, own)).status).toBe(200);
  });
});

describe('what a token opens', () => {
  let main: RunningApp;
  let token: string;

  beforeAll(async () => {
    main = await startApp();
    token = new ProxyTokens(SECRET, Date.now).issue(CLIENT).token;
  });

  afterAll(async () => {
    await main?.close();
  });

  it('stops a token once its request budget is used up', async () => {
    const small = new ProxyTokens(SECRET, Date.now, { general: 3, bound: 3 }).issue(CLIENT).token;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await via(main.base, `${upstream.origin}/file.bin`, small)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(upstream.seen).toHaveLength(3);
    // A new token works again.
    expect((await via(main.base, `${upstream.origin}/file.bin`, token)).status).toBe(200);
  });

  it('opens only the deployment’s hosts with a general token, on every redirect too', async () => {
    // media.test resolves to the allowed address, but no source or operator named it.
    const other = await via(main.base, `http://media.test:${upstream.port}/file.bin`, token);
    expect(other.status).toBe(403);
    expect(messageOf(other.text)).toBe('The proxy does not relay to this host');
    const to = encodeURIComponent(`http://media.test:${upstream.port}/file.bin`);
    const redirected = await via(main.base, `${upstream.origin}/redirect?to=${to}`, token);
    expect(redirected.status).toBe(403);
    expect(upstream.seen.map((request) => request.url)).toEqual([`/redirect?to=${to}`]);
  });

  it('gives a bound token only for an allowed host or a stream the server found', async () => {
    const ask = (destination: string) =>
      main.app.inject({
        method: 'GET',
        url: `/proxy/token?destination=${encodeURIComponent(destination)}`,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
    expect((await ask(`http://media.test:${upstream.port}/film.mp4`)).statusCode).toBe(403);
    expect((await ask(`${upstream.origin}/film.mp4`)).statusCode).toBe(200);
  });

  it('binds each rewritten playlist URI to that URI and that client', async () => {
    const playlist = await via(main.base, `${upstream.origin}/media/index.m3u8`, token);
    expect(playlist.status).toBe(200);
    const segment = playlist.text.split('\n').find((line) => line.includes('seg1.ts'))!;
    const grant = new URL(segment).searchParams.get('token')!;
    expect(await (await fetch(segment)).text()).toBe('segment one');
    // The same grant for another URL on the very same host opens nothing.
    const elsewhere = await via(main.base, `${upstream.origin}/file.bin`, grant);
    expect(elsewhere.status).toBe(403);
    expect(messageOf(elsewhere.text)).toBe('The proxy token is not valid');
  });

  it('names no address or connection error to the client', async () => {
    // Bound tokens, so the address check and the resolver are what answer.
    const tokens = new ProxyTokens(SECRET, Date.now);
    const insideUrl = `http://inside.test:${upstream.port}/`;
    const inside = await via(main.base, insideUrl, tokens.issueFor(CLIENT, insideUrl).token);
    expect(inside.status).toBe(403);
    expect(messageOf(inside.text)).toBe('This server does not reach that address');
    const unknownUrl = `http://unknown.test:${upstream.port}/`;
    const unknown = await via(main.base, unknownUrl, tokens.issueFor(CLIENT, unknownUrl).token);
    expect(unknown.status).toBe(502);
    expect(messageOf(unknown.text)).toBe('The destination could not be reached');
  });

  it('judges private addresses in the address check itself', () => {
    const policy = { allowedHosts: [], allowedPorts: [] };
    for (const url of ['http://10.0.0.5/', 'http://192.168.1.20:80/', 'http://169.254.169.254/']) {
      expect(checkDestinationUrl(url, policy).ok).toBe(false);
    }
    expect(refusedAddressReason('172.16.0.1')).not.toBeNull();
    expect(refusedAddressReason('93.184.216.34')).toBeNull();
  });
});

describe('credential headers', () => {
  const call = (service: ProxyService, token: string) =>
    service.forward({
      method: 'GET',
      destination: `${upstream.origin}/echo`,
      token,
      client: CLIENT,
      headers: { authorization: 'Bearer viewer', 'x-cookie': 'session=1', accept: '*/*' },
      selfUrl: 'http://127.0.0.1/proxy/',
      signal: new AbortController().signal,
    });

  async function echoed(credentials: boolean): Promise<Record<string, string>> {
    const config = testConfig({
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstream.port}`,
      PROXY_ALLOWED_PORTS: String(upstream.port),
    });
    const requester = safeRequesterFor(config, resolver);
    const tokens = new ProxyTokens(SECRET, Date.now);
    const hosts = new ProxyHostSet(
      [{ source: 'test', host: `127.0.0.2:${upstream.port}`, credentials }],
      [],
      [upstream.port],
      false,
    );
    const service = new ProxyService({
      requester,
      tokens,
      hosts,
      limiter: new MemoryRateLimiter(),
      clock: Date.now,
    });
    try {
      const answer = await call(service, tokens.issue(CLIENT).token);
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body as AsyncIterable<Buffer>) chunks.push(chunk);
      return (JSON.parse(Buffer.concat(chunks).toString()) as { headers: Record<string, string> })
        .headers;
    } finally {
      requester.close();
    }
  }

  it('drops Authorization and Cookie unless the source declares it needs them', async () => {
    const without = await echoed(false);
    expect(without.authorization).toBeUndefined();
    expect(without.cookie).toBeUndefined();
    expect(without.accept).toBe('*/*');
    const declared = await echoed(true);
    expect(declared.authorization).toBe('Bearer viewer');
    expect(declared.cookie).toBe('session=1');
  });
});

describe('concurrency and idle caps', () => {
  let main: RunningApp;

  let idling: RunningApp;

  beforeAll(async () => {
    // Requests name their client in X-Forwarded-For, as behind a reverse proxy. The caps are
    // counted on an app whose idle cap cannot free a held slot while the test runs, however slow
    // the machine; the idle cap on one of its own.
    const caps = { PROXY_MAX_PER_CLIENT: '2', PROXY_MAX_CONCURRENT: '3', TRUST_PROXY: '127.0.0.1' };
    main = await startApp({ ...caps, PROXY_IDLE_MS: '60000' });
    idling = await startApp({ ...caps, PROXY_IDLE_MS: '400' });
  });

  afterAll(async () => {
    await main?.close();
    await idling?.close();
  });

  /** An endless stream opened and never read; `close` hangs up. */
  function holdOpen(client: string, base = main.base): Promise<{ status: number; close(): void }> {
    const token = new ProxyTokens(SECRET, Date.now).issue(client).token;
    return new Promise((resolve, reject) => {
      const request = http.get(
        proxyUrl(base, `${upstream.origin}/unbounded`),
        { headers: { [PROXY_TOKEN_HEADER]: token, 'x-forwarded-for': client } },
        (response) => resolve({ status: response.statusCode ?? 0, close: () => request.destroy() }),
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
  }

  const status = async (client: string) => {
    const token = new ProxyTokens(SECRET, Date.now).issue(client).token;
    const response = await fetch(proxyUrl(main.base, `${upstream.origin}/file.bin`), {
      headers: { [PROXY_TOKEN_HEADER]: token, 'x-forwarded-for': client, range: 'bytes=0-0' },
    });
    await response.arrayBuffer();
    return response.status;
  };

  it('answers 429 past the per-client cap and 503 past the process cap', async () => {
    const held = [await holdOpen('198.51.100.1'), await holdOpen('198.51.100.1')];
    try {
      expect(held.map((h) => h.status)).toEqual([200, 200]);
      expect(await status('198.51.100.1')).toBe(429);
      held.push(await holdOpen('198.51.100.2'));
      expect(held[2]?.status).toBe(200);
      expect(await status('198.51.100.3')).toBe(503);
    } finally {
      for (const h of held) h.close();
    }
    // Slots come back once the streams end.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status('198.51.100.1')).toBe(206);
  });

  it('lets go of the destination when the client stops reading', async () => {
    const held = await holdOpen('198.51.100.4', idling.base);
    try {
      expect(held.status).toBe(200);
      const started = Date.now();
      while (!upstream.unbounded.closed && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(upstream.unbounded.closed).toBe(true);
      // The idle cap (400 ms here), not the 30 s silence timeout, let go of it.
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      held.close();
    }
  });
});

describe('playlists', () => {
  let main: RunningApp;
  let token: string;

  beforeAll(async () => {
    main = await startApp();
    token = new ProxyTokens(SECRET, Date.now).issue(CLIENT).token;
  });

  afterAll(async () => {
    await main?.close();
  });

  it('refuses three million one-character lines at once', async () => {
    const started = Date.now();
    const answer = await via(main.base, `${upstream.origin}/one-char-lines.m3u8`, token);
    expect(answer.status).toBe(413);
    expect(messageOf(answer.text)).toMatch(/50000 lines/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a gzip bomb playlist by its decoded size', async () => {
    const answer = await via(main.base, `${upstream.origin}/bomb.m3u8`, token);
    expect(answer.status).toBe(413);
  });

  it('rewrites a large playlist while other requests are answered within half a second', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const probes: number[] = [];
    let done = false;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        const meta = await fetch(`${main.base}/meta`);
        await meta.arrayBuffer();
        probes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      // 24,000 segments: 48,000 lines and about 6 MB, each URI given its own token.
      const answer = await via(main.base, `${upstream.origin}/segments.m3u8?n=24000`, token);
      expect(answer.status).toBe(200);
      expect(answer.text.split('\n').filter((line) => line.includes('/proxy/?'))).toHaveLength(
        24_000,
      );
    } finally {
      done = true;
      await probing;
      delay.disable();
    }
    expect(probes.length).toBeGreaterThan(2);
    expect(Math.max(...probes)).toBeLessThan(500);
    expect(delay.max / 1e6).toBeLessThan(500);
  });
});

describe('decoded caps on what /scrape reads', () => {
  let bomb: FakeGzipBomb;

  beforeAll(async () => {
    bomb = await startFakeGzipBomb();
  });

  afterAll(async () => {
    await bomb?.close();
  });

  it('stops reading a gzip bomb at the cap, however small it is on the wire', async () => {
    const capped = cappedFetch((url, init) => fetch(url, init), 1024 * 1024);
    await expect(capped(`${bomb.url}/stream/movie/tt1.json`)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(BOMB_DECODED_BYTES).toBeGreaterThan(1024 * 1024);
    const small = cappedFetch(
      async () =>
        new Response('{"streams":[]}', { headers: { 'content-type': 'application/json' } }),
      1024,
    );
    expect(await (await small('https://addon.example/stream/movie/tt1.json')).json()).toEqual({
      streams: [],
    });
  });
});
