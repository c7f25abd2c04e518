import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { MemoryRateLimiter } from '../src/rate-limit/memory-rate-limiter.ts';
import { ProxyHostSet } from '../src/proxy/proxy-hosts.ts';
import { INVALID_TOKEN, ProxyTokens } from '../src/proxy/proxy-token.ts';
import { safeRequesterFor } from '../src/proxy/proxy.module.ts';
import { ProxyService } from '../src/proxy/proxy.service.ts';
import type { SafeRequester } from '../src/proxy/safe-request.ts';
import { testConfig } from './databases.ts';
import { startFakeUpstream, type FakeUpstream } from './proxy-fakes.ts';

const SECRET = 'proxy-playlist-secret';
const CLIENT = '203.0.113.7';
const SELF = 'http://127.0.0.1/proxy/';

let upstream: FakeUpstream;
let requester: SafeRequester;
let now = 1_800_000_000_000;
const clock = () => now;
const tokens = new ProxyTokens(SECRET, clock);

beforeAll(async () => {
  upstream = await startFakeUpstream();
  requester = safeRequesterFor(
    testConfig({
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstream.port}`,
      PROXY_ALLOWED_PORTS: String(upstream.port),
    }),
  );
});

afterAll(async () => {
  requester?.close();
  await upstream?.close();
});

function serviceWith(playlistLinesPerMinute?: number): ProxyService {
  return new ProxyService({
    requester,
    tokens,
    hosts: new ProxyHostSet(
      [{ source: 'test', host: `127.0.0.2:${upstream.port}`, credentials: false }],
      [],
      [upstream.port],
      false,
    ),
    limiter: new MemoryRateLimiter(clock),
    clock,
    ...(playlistLinesPerMinute === undefined ? {} : { playlistLinesPerMinute }),
  });
}

/** The rewritten playlist `segments.m3u8` of `n` segments, as `client` gets it. */
async function playlist(service: ProxyService, n: number, client = CLIENT): Promise<string> {
  const answer = await service.forward({
    method: 'GET',
    destination: `${upstream.origin}/segments.m3u8?n=${n}`,
    token: tokens.issue(client).token,
    client,
    headers: {},
    selfUrl: SELF,
    signal: new AbortController().signal,
  });
  expect(answer.status).toBe(200);
  return (answer.body as Buffer).toString('utf8');
}

/** Each proxied URI of a rewritten playlist: where it leads and the token it carries. */
function grants(text: string): { destination: string; token: string }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(SELF))
    .map((line) => {
      const query = new URL(line).searchParams;
      return { destination: query.get('destination')!, token: query.get('token')! };
    });
}

describe('rewritten playlists', () => {
  it('signs a playlist’s URIs under one grant whose budget covers them all, each URI still its own', async () => {
    const found = grants(await playlist(serviceWith(), 50));
    expect(found).toHaveLength(50);
    const verdicts = found.map(({ token, destination }) =>
      tokens.check(token, CLIENT, destination),
    );
    const ids = new Set(verdicts.map((verdict) => (verdict.ok ? verdict.token.id : 'refused')));
    expect(ids.size).toBe(1);
    expect(ids.has('refused')).toBe(false);
    const [first] = verdicts;
    expect(first?.ok && first.token.kind).toBe('bound');
    expect(first?.ok && first.token.budget).toBeGreaterThanOrEqual(50);
    // One segment's token opens no other segment, and no other client.
    const [a, b] = found as [(typeof found)[0], (typeof found)[0]];
    expect(tokens.check(a.token, CLIENT, b.destination)).toEqual({
      ok: false,
      reason: INVALID_TOKEN,
    });
    expect(tokens.check(a.token, '203.0.113.8', a.destination)).toEqual({
      ok: false,
      reason: INVALID_TOKEN,
    });
  });

  it('gives each rewrite a grant of its own', async () => {
    const service = serviceWith();
    const [one, two] = [grants(await playlist(service, 2)), grants(await playlist(service, 2))];
    expect(one[0]!.token).not.toBe(two[0]!.token);
  });

  it('rewrites at most its budget of lines per client a minute, then answers 429', async () => {
    // 600 segments are 1,203 lines: two fit a budget of 3,000 lines, a third does not.
    const service = serviceWith(3_000);
    await playlist(service, 600);
    await playlist(service, 600);
    const refused = await playlist(service, 600).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    // Another client has its own budget, and the client's comes back a minute later.
    expect(grants(await playlist(service, 600, '203.0.113.9'))).toHaveLength(600);
    now += 60_000;
    expect(grants(await playlist(service, 600))).toHaveLength(600);
  });
});
