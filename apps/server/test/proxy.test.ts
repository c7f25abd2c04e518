import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROXY_TOKEN_HEADER, proxyTokenAnswerSchema } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { GENERAL_TOKEN_MS, ProxyTokens } from '../src/proxy/proxy-token.ts';
import { safeRequesterFor } from '../src/proxy/proxy.module.ts';
import type { ResolvedAddress, Resolver } from '../src/proxy/safe-request.ts';
import { createTestDatabase, testConfig } from './databases.ts';
import {
  FILE_SIZE,
  patternBytes,
  startCanary,
  startFakeUpstream,
  type Canary,
  type FakeUpstream,
} from './proxy-fakes.ts';

const SECRET = 'proxy-test-secret';
/** Where this file's requests come from, as the server sees them. */
const CLIENT = '127.0.0.1';

let upstream: FakeUpstream;
let canary: Canary;
let resolutions: string[];
let rebindCalls: number;

/**
 * The only resolver the proxy gets here: test names map to loopback addresses, every other name
 * fails, so no real name is ever looked up.
 */
const resolver: Resolver = (hostname) => {
  resolutions.push(hostname);
  const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
  const answers: Record<string, () => ResolvedAddress[]> = {
    'media.test': () => [v4('127.0.0.2')],
    'evil.test': () => [v4('127.0.0.1')],
    'evil6.test': () => [{ address: '::1', family: 6 }],
    'mapped.test': () => [{ address: '::ffff:127.0.0.1', family: 6 }],
    'zero.test': () => [v4('0.0.0.0')],
    'mixed.test': () => [v4('127.0.0.2'), v4('127.0.0.1')],
    // A rebinding name: the first answer passes the check, any later one points at the canary.
    'rebind.test': () => {
      rebindCalls += 1;
      return [v4(rebindCalls === 1 ? '127.0.0.2' : '127.0.0.1')];
    },
  };
  const answer = answers[hostname];
  return answer ? Promise.resolve(answer()) : Promise.reject(new Error(`ENOTFOUND ${hostname}`));
};

interface RunningApp {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

async function startApp(overrides: Record<string, string> = {}): Promise<RunningApp> {
  const database = await createTestDatabase('sqlite');
  const app = await buildApp({
    config: testConfig({
      TOKEN_SECRET: SECRET,
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstream.port}`,
      PROXY_ALLOWED_PORTS: `${upstream.port},${canary.port}`,
      // Every public host, so the address check itself is what refuses the table below.
      PROXY_OPEN: 'true',
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
      // A stream a test left unread must not hold the close up.
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
    },
  };
}

let main: RunningApp;
let token: string;

function proxied(destination: string, path = '/proxy/'): string {
  return `${main.base}${path}?destination=${encodeURIComponent(destination)}`;
}

function viaProxy(
  destination: string,
  init: RequestInit = {},
  base = main.base,
): Promise<Response> {
  return fetch(`${base}/proxy/?destination=${encodeURIComponent(destination)}`, {
    ...init,
    headers: { [PROXY_TOKEN_HEADER]: token, ...(init.headers as Record<string, string>) },
  });
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  canary = await startCanary();
  main = await startApp();
  token = new ProxyTokens(SECRET, Date.now).issue(CLIENT).token;
});

afterAll(async () => {
  await main?.close();
  await upstream?.close();
  await canary?.close();
});

beforeEach(() => {
  resolutions = [];
  rebindCalls = 0;
  upstream.seen.length = 0;
});

describe('hostile destinations', () => {
  const C = () => canary.port;
  const U = () => upstream.port;
  const redirectTo = (to: string) =>
    `http://127.0.0.2:${U()}/redirect?to=${encodeURIComponent(to)}`;

  const table: [string, () => string][] = [
    ['loopback', () => `http://127.0.0.1:${C()}/`],
    ['loopback in decimal', () => `http://2130706433:${C()}/`],
    ['loopback in octal', () => `http://0177.0.0.1:${C()}/`],
    ['loopback in hex, short form', () => `http://0x7f.1:${C()}/`],
    ['loopback in hex, one number', () => `http://0x7f000001:${C()}/`],
    ['loopback, short form', () => `http://127.1:${C()}/`],
    ['loopback with zero padding', () => `http://127.000.000.001:${C()}/`],
    ['loopback percent-encoded', () => `http://%31%32%37.0.0.1:${C()}/`],
    ['loopback with a trailing dot', () => `http://127.0.0.1.:${C()}/`],
    ['another loopback address', () => `http://127.0.0.3:${C()}/`],
    ['the allowed host on another port', () => `http://127.0.0.2:${C()}/`],
    ['0.0.0.0 (reaches this machine)', () => `http://0:${C()}/`],
    ['IPv6 loopback', () => `http://[::1]:${C()}/`],
    ['IPv6 loopback written out', () => `http://[0:0:0:0:0:0:0:1]:${C()}/`],
    ['IPv6 unspecified', () => `http://[::]:${C()}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${C()}/`],
    ['IPv4-mapped loopback in hex', () => `http://[::ffff:7f00:1]:${C()}/`],
    ['IPv4-compatible loopback', () => `http://[::127.0.0.1]:${C()}/`],
    ['localhost', () => `http://localhost:${C()}/`],
    ['LOCALHOST with a trailing dot', () => `http://LOCALHOST.:${C()}/`],
    ['localhost.localdomain', () => `http://localhost.localdomain:${C()}/`],
    ['a .localhost name', () => `http://app.localhost:${C()}/`],
    ['user info', () => `http://user@127.0.0.2:${U()}/file.bin`],
    ['user info hiding the real host', () => `http://127.0.0.2:${U()}@127.0.0.1:${C()}/`],
    ['a backslash before the @', () => `http://127.0.0.1:${C()}\\@127.0.0.2:${U()}/`],
    ['ftp', () => `ftp://127.0.0.2:${U()}/file.bin`],
    ['file', () => 'file:///etc/passwd'],
    ['gopher', () => `gopher://127.0.0.1:${C()}/_GET%20/`],
    ['dict', () => `dict://127.0.0.1:${C()}/info`],
    ['a name resolving to loopback', () => `http://evil.test:${C()}/`],
    ['a name resolving to IPv6 loopback', () => `http://evil6.test:${C()}/`],
    ['a name resolving to mapped loopback', () => `http://mapped.test:${C()}/`],
    ['a name resolving to 0.0.0.0', () => `http://zero.test:${C()}/`],
    ['a name resolving to an allowed and a refused address', () => `http://mixed.test:${C()}/`],
    ['IPv4-translated loopback', () => `http://[::ffff:0:7f00:1]:${C()}/`],
    ['redirect to IPv4-mapped loopback', () => redirectTo(`http://[::ffff:127.0.0.1]:${C()}/`)],
    ['redirect to loopback', () => redirectTo(`http://127.0.0.1:${C()}/`)],
    ['redirect to loopback in decimal', () => redirectTo(`http://2130706433:${C()}/`)],
    ['redirect to localhost', () => redirectTo(`http://localhost:${C()}/`)],
    ['redirect to IPv6 loopback', () => redirectTo(`http://[::1]:${C()}/`)],
    ['redirect to a name resolving to loopback', () => redirectTo(`http://evil.test:${C()}/`)],
    [
      'redirect (307) to the allowed host on another port',
      () => redirectTo(`http://127.0.0.2:${C()}/`),
    ],
    [
      'redirect to the metadata address',
      () => redirectTo('http://169.254.169.254/latest/meta-data/'),
    ],
    ['redirect to file', () => redirectTo('file:///etc/passwd')],
    ['redirect with user info', () => redirectTo(`http://a@127.0.0.1:${C()}/`)],
  ];

  it('has at least 30 entries', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
  });

  it.each(table)('refuses %s', async (_name, destination) => {
    const response = await viaProxy(destination());
    expect([400, 403]).toContain(response.status);
    const body = (await response.json()) as { errorType: string; message: string };
    expect(body.errorType).toBe('message');
    expect(body.message).not.toBe('');
  });

  it('let no request reach a canary, which does answer direct requests', async () => {
    expect(canary.hits).toEqual([]);
    const direct = await fetch(`http://127.0.0.1:${canary.port}/direct`);
    expect(await direct.text()).toBe('canary');
    expect(canary.hits).toEqual(['127.0.0.1 GET /direct']);
    canary.hits.length = 0;
  });
});

describe('an allowed destination', () => {
  it('streams a file with the proxy workers’ header mapping and no credentials', async () => {
    const response = await viaProxy(`${upstream.origin}/echo`, {
      headers: {
        cookie: 'our-session=secret',
        'x-cookie': 'theirs=1',
        authorization: 'Bearer ours',
        'x-referer': 'https://site.example/page',
        'x-origin': 'https://site.example',
        'x-user-agent': 'Agent/1.0',
        'x-x-real-ip': '203.0.113.7',
        'x-forwarded-for': '10.0.0.9',
        accept: 'application/json',
      },
    });
    expect(response.status).toBe(200);
    const echoed = (await response.json()) as { headers: Record<string, string> };
    expect(echoed.headers).toMatchObject({
      referer: 'https://site.example/page',
      origin: 'https://site.example',
      'user-agent': 'Agent/1.0',
      'x-real-ip': '203.0.113.7',
      accept: 'application/json',
      host: `127.0.0.2:${upstream.port}`,
    });
    // No shipped source declares it needs Authorization or Cookie passed on.
    for (const name of [
      'cookie',
      'authorization',
      'x-cookie',
      'x-referer',
      'x-forwarded-for',
      'x-screenroom-proxy-token',
    ]) {
      expect(echoed.headers[name]).toBeUndefined();
    }
    expect(response.headers.get('x-final-destination')).toBe(`${upstream.origin}/echo`);
    expect(response.headers.get('x-set-cookie')).toBe('upstream=1; Path=/, second=2');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('clear-site-data')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-upstream')).toBe('yes');
  });

  it('passes Range through for seeking', async () => {
    const response = await viaProxy(`${upstream.origin}/file.bin`, {
      headers: { range: 'bytes=1000-1999' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${FILE_SIZE}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(patternBytes(1000, 1000))).toBe(true);
  });

  it('answers HEAD with the headers only, and serves /proxy without the slash too', async () => {
    const response = await fetch(proxied(`${upstream.origin}/file.bin`, '/proxy'), {
      method: 'HEAD',
      headers: { [PROXY_TOKEN_HEADER]: token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(FILE_SIZE));
    expect(upstream.seen.map((r) => r.method)).toEqual(['HEAD']);
  });

  it('takes the token from the query too', async () => {
    const response = await fetch(`${proxied(`${upstream.origin}/echo`)}&token=${token}`);
    expect(((await response.json()) as { method: string }).method).toBe('GET');
  });

  it('answers 405 to every method but GET and HEAD, and relays none of them', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${proxied(`${upstream.origin}/echo`)}&token=${token}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: '{"a":1}',
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      await response.text();
    }
    expect(upstream.seen).toEqual([]);
  });

  it('reaches a name that resolves to an allowed address, resolving it once', async () => {
    const response = await viaProxy(`http://media.test:${upstream.port}/file.bin`);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(FILE_SIZE);
    expect(resolutions).toEqual(['media.test']);
    expect(upstream.seen[0]?.headers.host).toBe(`media.test:${upstream.port}`);
  });

  it('follows allowed redirects and names the final destination', async () => {
    const to = `http://media.test:${upstream.port}/file.bin`;
    const response = await viaProxy(
      `${upstream.origin}/redirect?status=301&to=${encodeURIComponent(to)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-final-destination')).toBe(to);
    await response.arrayBuffer();
  });

  it('gives up after five redirects', async () => {
    const response = await viaProxy(`${upstream.origin}/loop`);
    expect(response.status).toBe(502);
    await response.text();
    expect(upstream.seen.length).toBe(6);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(proxied(`${upstream.origin}/echo`), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-screenroom-proxy-token, x-cookie',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'x-screenroom-proxy-token, x-cookie',
    );
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(upstream.seen).toEqual([]);
  });

  it('answers 502 for a name that does not resolve, without naming it', async () => {
    const response = await viaProxy(`http://unknown.test:${upstream.port}/`);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The destination could not be reached',
    );
  });

  it('asks for a destination', async () => {
    const response = await fetch(`${main.base}/proxy/`, {
      headers: { [PROXY_TOKEN_HEADER]: token },
    });
    expect(response.status).toBe(400);
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked and resolves once per hop', async () => {
    const response = await viaProxy(`http://rebind.test:${upstream.port}/file.bin`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(rebindCalls).toBe(1);
    expect(upstream.seen).toHaveLength(1);
  });

  it('checks the new answer of a redirect to the same name, and refuses it', async () => {
    const response = await viaProxy(
      `http://rebind.test:${upstream.port}/redirect?to=${encodeURIComponent(`http://rebind.test:${canary.port}/`)}`,
    );
    expect(response.status).toBe(403);
    const { message } = (await response.json()) as { message: string };
    // The client learns it was refused; which address the name pointed at stays in the log.
    expect(message).toBe('The destination redirected to an address this server does not reach');
    expect(rebindCalls).toBe(2);
    expect(canary.hits).toEqual([]);
  });
});

describe('tokens', () => {
  const destination = () => `${upstream.origin}/file.bin`;
  /** Reads the whole answer, so no request is left open for the app's close to wait on. */
  const tokenFor = async (value: string | undefined) => {
    const response = await fetch(proxied(destination()), {
      headers: value ? { [PROXY_TOKEN_HEADER]: value } : {},
    });
    const text = await response.text();
    return {
      status: response.status,
      message: response.ok ? '' : (JSON.parse(text) as { message: string }).message,
    };
  };

  it('refuses a request without one', async () => {
    const response = await tokenFor(undefined);
    expect(response.status).toBe(403);
    expect(response.message).toMatch(/token is required/);
  });

  it('refuses an expired, a forged and another server’s token', async () => {
    const expired = new ProxyTokens(SECRET, () => Date.now() - GENERAL_TOKEN_MS - 1000).issue(
      CLIENT,
    ).token;
    const forged = `${token.slice(0, -4)}AAAA`;
    const foreign = new ProxyTokens('another secret', Date.now).issue(CLIENT).token;
    const longer = token.replace(
      /^a\.([0-9a-z]+)\./,
      (_all, expiry: string) => `a.${(parseInt(expiry, 36) + 86400).toString(36)}.`,
    );
    for (const [value, message] of [
      [expired, /expired/],
      [forged, /not valid/],
      [foreign, /not valid/],
      [longer, /not valid/],
      ['garbage', /not valid/],
    ] as const) {
      const response = await tokenFor(value);
      expect(response.status).toBe(403);
      expect(response.message).toMatch(message);
    }
    expect(upstream.seen).toEqual([]);
  });

  it('takes a bound token only for its own destination', async () => {
    const bound = new ProxyTokens(SECRET, Date.now).issueFor(CLIENT, destination()).token;
    expect((await tokenFor(bound)).status).toBe(200);
    const other = await fetch(proxied(`${upstream.origin}/echo`), {
      headers: { [PROXY_TOKEN_HEADER]: bound },
    });
    expect(other.status).toBe(403);
    await other.text();
  });

  it('issues tokens to our own web app only', async () => {
    const ask = (headers: Record<string, string>, query = '') =>
      main.app.inject({ method: 'GET', url: `/proxy/token${query}`, headers });
    const own = await ask({ 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const answer = proxyTokenAnswerSchema.parse(own.json());
    expect(answer.expiresAt).toBeGreaterThan(Date.now() + GENERAL_TOKEN_MS - 5000);
    expect((await tokenFor(answer.token)).status).toBe(200);

    const byOrigin = await ask({ origin: 'http://localhost:80', host: 'localhost:80' });
    expect(byOrigin.statusCode).toBe(200);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of crossSite) {
      const refused = await ask(headers);
      expect(refused.statusCode).toBe(403);
    }
    const bound = await ask(
      { 'sec-fetch-site': 'same-origin' },
      `?destination=${encodeURIComponent(destination())}`,
    );
    expect((await tokenFor(proxyTokenAnswerSchema.parse(bound.json()).token)).status).toBe(200);
    const badDestination = await ask({ 'sec-fetch-site': 'same-origin' }, '?destination=nope');
    expect(badDestination.statusCode).toBe(400);
  });
});

describe('HLS playlists', () => {
  it('rewrites a master playlist so that every URI comes back through the proxy', async () => {
    const response = await viaProxy(`${upstream.origin}/master.m3u8`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    const variant = lines.find((line) => !line.startsWith('#') && line !== '');
    const audio = /URI="([^"]+)"/.exec(
      lines.find((line) => line.startsWith('#EXT-X-MEDIA')) ?? '',
    )?.[1];
    for (const uri of [variant, audio]) {
      expect(uri?.startsWith(`${main.base}/proxy/?destination=`)).toBe(true);
    }
    expect(new URL(variant!).searchParams.get('destination')).toBe(
      `${upstream.origin}/media/index.m3u8?sig=abc`,
    );
    expect(new URL(audio!).searchParams.get('destination')).toBe(
      `${upstream.origin}/audio/en.m3u8`,
    );

    // The variant's URL works as it stands, token included; its segments do too.
    const media = await fetch(variant!);
    expect(media.status).toBe(200);
    const text = await media.text();
    const segment = text.split('\n').find((line) => line.includes('seg1.ts'));
    expect(new URL(segment!).searchParams.get('destination')).toBe(
      `${upstream.origin}/media/seg1.ts`,
    );
    expect(text).toContain(encodeURIComponent(`${upstream.origin}/keys/k1.bin`));
    expect(text).toContain(encodeURIComponent(`${upstream.origin}/media/init.mp4`));
    expect(text).toContain(encodeURIComponent(`${upstream.origin}/abs/seg2.ts?token=upstream&x=1`));
    const segmentAnswer = await fetch(segment!);
    expect(await segmentAnswer.text()).toBe('segment one');
  });

  it('answers 502 for a playlist that cannot be decoded', async () => {
    const response = await viaProxy(`${upstream.origin}/broken.m3u8`);
    expect(response.status).toBe(502);
  });

  it('passes on what only claims to be a playlist', async () => {
    const response = await viaProxy(`${upstream.origin}/not-a-playlist.m3u8`);
    expect(await response.text()).toBe('<html>error page</html>');
  });
});

describe('caps', () => {
  let small: RunningApp;

  beforeAll(async () => {
    small = await startApp({
      PROXY_MAX_BYTES: String(1024 * 1024),
      PROXY_TIMEOUT_MS: '300',
      PROXY_RATE_LIMIT: '12',
    });
  });

  afterAll(async () => {
    await small?.close();
  });

  it('refuses an answer announcing more than the byte cap with 413', async () => {
    const response = await viaProxy(`${upstream.origin}/declared-big`, {}, small.base);
    expect(response.status).toBe(413);
  });

  it('cuts off a streamed answer at the byte cap', async () => {
    const response = await viaProxy(`${upstream.origin}/chunked-big`, {}, small.base);
    expect(response.status).toBe(200);
    let received = 0;
    await expect(
      (async () => {
        for await (const chunk of response.body!) received += (chunk as Uint8Array).length;
      })(),
    ).rejects.toThrow();
    expect(received).toBeLessThanOrEqual(1024 * 1024);
  });

  it('answers 504 when the destination keeps quiet, and cuts off a stalled body', async () => {
    const hung = await viaProxy(`${upstream.origin}/hang`, {}, small.base);
    expect(hung.status).toBe(504);
    const slow = await viaProxy(`${upstream.origin}/slow-body`, {}, small.base);
    expect(slow.status).toBe(200);
    await expect(slow.text()).rejects.toThrow();
  });

  it('limits requests per client with 429', async () => {
    let status = 0;
    for (let i = 0; i < 13 && status !== 429; i += 1) {
      const response = await viaProxy(
        `${upstream.origin}/file.bin`,
        { headers: { range: 'bytes=0-0' } },
        small.base,
      );
      status = response.status;
      await response.arrayBuffer();
    }
    expect(status).toBe(429);
  });
});

describe('streaming', () => {
  it('holds the destination back while the client does not read, instead of buffering', async () => {
    const url = new URL(proxied(`${upstream.origin}/unbounded`));
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: { [PROXY_TOKEN_HEADER]: token } }, (response) => {
        expect(response.statusCode).toBe(200);
        // Never read: wait until the destination stalls on backpressure.
        const started = Date.now();
        const poll = setInterval(() => {
          if (upstream.unbounded.stalled || Date.now() - started > 10_000) {
            clearInterval(poll);
            request.destroy();
            resolve();
          }
        }, 50);
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    expect(upstream.unbounded.stalled).toBe(true);
    // Socket buffers on both sides hold a few MiB at most; the body itself has no end.
    expect(upstream.unbounded.written).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('safeRequester.fetch for other modules', () => {
  it('fetches an allowed destination, decoding it, and refuses a canary', async () => {
    const requester = safeRequesterFor(
      testConfig({
        PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstream.port}`,
        PROXY_ALLOWED_PORTS: String(canary.port),
      }),
      resolver,
    );
    try {
      const response = await requester.fetch(`${upstream.origin}/media/index.m3u8`);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toContain('#EXTM3U');
      expect(response.url).toBe(`${upstream.origin}/media/index.m3u8`);
      await expect(requester.fetch(`http://evil.test:${canary.port}/`)).rejects.toMatchObject({
        statusCode: 403,
      });
      expect(canary.hits).toEqual([]);
    } finally {
      requester.close();
    }
  });
});
