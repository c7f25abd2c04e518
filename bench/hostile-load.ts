import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { HOST_KEY_HEADER, proxyTokenAnswerSchema } from '@screenroom/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { gzipBomb } from '../apps/server/test/fake-gzip-bomb.ts';
import { endRoleOnTerm, spawnRole, stopRole } from './roles.ts';
import { percentile, report } from './stats.ts';

/**
 * Honest viewers against a hostile client, on one server: 50 clients each fetch a media segment
 * through the proxy and post a watch-party report, four times a second, while one client sends
 * playlists of three million lines, playlists just inside the limits, gzip-bomb playlists and
 * forged reports as fast as the server lets it (the 20,000-segment ones are rewritten until the
 * client's minute of playlist lines is used up, then answered 429). Prints the honest requests'
 * latency and the server's peak memory; stops by itself after MEASURE_MS. Upstream, server and clients run in
 * processes of their own; the upstream listens on 127.0.0.2, allowed by PROXY_ALLOWED_HOSTS, and
 * clients name their addresses in X-Forwarded-For (TRUST_PROXY=127.0.0.1), so nothing leaves
 * this machine.
 */
const HONEST_CLIENTS = 50;
const HONEST_INTERVAL_MS = 250;
const HOSTILE_LOOPS = 4;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 20_000;
const SEGMENT_BYTES = 128 * 1024;
const P99_BUDGET_MS = 100;
const RSS_BUDGET_MB = 1024;

const segment = Buffer.alloc(SEGMENT_BYTES, 5);
const hugePlaylist = `#EXTM3U\n${'a\n'.repeat(3_000_000)}`;
const largePlaylist = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  ...Array.from({ length: 20_000 }, (_, i) => `#EXTINF:4.0,\nseg${i}.ts?sig=${'x'.repeat(100)}`),
  '#EXT-X-ENDLIST',
].join('\n');

async function serveUpstream(): Promise<void> {
  const bomb = await gzipBomb();
  const m3u8 = { 'content-type': 'application/vnd.apple.mpegurl' };
  const server = http.createServer((request, response) => {
    response.on('error', () => undefined);
    if (request.url?.startsWith('/seg')) {
      response.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': SEGMENT_BYTES });
      response.end(segment);
    } else if (request.url === '/huge.m3u8') {
      response.writeHead(200, m3u8);
      response.end(hugePlaylist);
    } else if (request.url === '/large.m3u8') {
      response.writeHead(200, m3u8);
      response.end(largePlaylist);
    } else if (request.url === '/bomb.m3u8') {
      response.writeHead(200, { ...m3u8, 'content-encoding': 'gzip' });
      response.end(bomb);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
}

async function serveApp(upstreamPort: number): Promise<void> {
  const database = openDatabase(':memory:');
  await migrateToLatest(database);
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: ':memory:',
      TOKEN_SECRET: 'bench',
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstreamPort}`,
      TRUST_PROXY: '127.0.0.1',
    }),
    database,
    serveWebApp: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  endRoleOnTerm();
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
}

/** The most memory the process has held resident, from /proc (VmHWM), in MiB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request, its body read to the end; the status and the milliseconds it took. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end(options.body);
  });
}

async function measure(): Promise<void> {
  const upstream = await spawnRole(import.meta.url, ['--upstream']);
  const server = await spawnRole(import.meta.url, ['--app', String(upstream.port)], {
    profile: true,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const origin = `http://127.0.0.2:${upstream.port}`;
  const proxied = (path: string) =>
    `${base}/proxy/?destination=${encodeURIComponent(`${origin}${path}`)}`;

  const tokenFor = async (address: string) => {
    const answer = await fetch(`${base}/proxy/token`, {
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address },
    });
    return proxyTokenAnswerSchema.parse(await answer.json()).token;
  };

  let stopping = false;
  let measuring = false;
  const honest: number[] = [];
  const honestFailures = new Map<number, number>();
  const hostile = new Map<string, Map<number, number>>();
  const count = (map: Map<number, number>, status: number) =>
    map.set(status, (map.get(status) ?? 0) + 1);

  try {
    const viewers = await Promise.all(
      Array.from({ length: HONEST_CLIENTS }, async (_, i) => {
        const address = `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`;
        const userId = `viewer-${i}`;
        const created = await fetch(`${base}/api/player/rooms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ userId }),
        });
        const room = (await created.json()) as { roomCode: string; hostKey: string };
        return { address, userId, room, token: await tokenFor(address) };
      }),
    );
    const hostileAddress = '10.9.9.9';
    const hostileToken = await tokenFor(hostileAddress);

    const honestLoop = async (viewer: (typeof viewers)[number], index: number) => {
      await new Promise((resolve) =>
        setTimeout(resolve, (index * HONEST_INTERVAL_MS) / HONEST_CLIENTS),
      );
      for (let n = 0; !stopping; n += 1) {
        const started = performance.now();
        const [fetched, reported] = await Promise.all([
          request(proxied(`/seg${n}.ts`), {
            headers: {
              'x-screenroom-proxy-token': viewer.token,
              'x-forwarded-for': viewer.address,
            },
          }),
          request(`${base}/api/player/status`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': viewer.address,
              [HOST_KEY_HEADER]: viewer.room.hostKey,
            },
            body: JSON.stringify({
              userId: viewer.userId,
              roomCode: viewer.room.roomCode,
              isHost: true,
              content: { title: 'The General', type: 'Movie', tmdbId: 961 },
              player: { isPlaying: true, isPaused: false, time: n, duration: 4000 },
            }),
          }),
        ]);
        if (measuring) {
          for (const answer of [fetched, reported]) {
            honest.push(answer.ms);
            if (answer.status !== 200) count(honestFailures, answer.status);
          }
        }
        const spent = performance.now() - started;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, HONEST_INTERVAL_MS - spent)),
        );
      }
    };

    const attacks: [string, () => Promise<{ status: number }>][] = [
      [
        '3 million-line playlist',
        () =>
          request(proxied('/huge.m3u8'), {
            headers: {
              'x-screenroom-proxy-token': hostileToken,
              'x-forwarded-for': hostileAddress,
            },
          }),
      ],
      [
        '20,000-segment playlist',
        () =>
          request(proxied('/large.m3u8'), {
            headers: {
              'x-screenroom-proxy-token': hostileToken,
              'x-forwarded-for': hostileAddress,
            },
          }),
      ],
      [
        'gzip-bomb playlist',
        () =>
          request(proxied('/bomb.m3u8'), {
            headers: {
              'x-screenroom-proxy-token': hostileToken,
              'x-forwarded-for': hostileAddress,
            },
          }),
      ],
      [
        'forged report',
        () => {
          const victim = viewers[Math.floor(Math.random() * viewers.length)]!;
          return request(`${base}/api/player/status`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': hostileAddress,
              [HOST_KEY_HEADER]: 'forged-host-key',
            },
            body: JSON.stringify({
              userId: victim.userId,
              roomCode: victim.room.roomCode,
              isHost: true,
              player: { isPlaying: false, isPaused: true, time: 0, duration: 4000 },
            }),
          });
        },
      ],
    ];
    const hostileLoop = async (loop: number) => {
      for (let n = loop; !stopping; n += 1) {
        const [name, attack] = attacks[n % attacks.length]!;
        const { status } = await attack();
        if (!hostile.has(name)) hostile.set(name, new Map());
        count(hostile.get(name)!, status);
        // A refused attacker (429) tries again at once; the server must hold up to that too.
      }
    };

    const loops = [
      ...viewers.map((viewer, i) => honestLoop(viewer, i)),
      ...Array.from({ length: HOSTILE_LOOPS }, (_, i) => hostileLoop(i)),
    ];
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    measuring = true;
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    measuring = false;
    stopping = true;
    await Promise.all(loops);

    const rss = peakRssMb(server.child.pid!);
    console.log(
      `${HONEST_CLIENTS} honest clients (a ${SEGMENT_BYTES / 1024} KiB segment through the proxy ` +
        `and a watch-party report every ${HONEST_INTERVAL_MS} ms) for ${MEASURE_MS / 1000} s, ` +
        `${honest.length} requests, beside ${HOSTILE_LOOPS} hostile loops from one client:`,
    );
    report('  honest p50', percentile(honest, 50), 'ms');
    report('  honest p95', percentile(honest, 95), 'ms');
    const results = [
      report('  honest p99', percentile(honest, 99), 'ms', { max: P99_BUDGET_MS }),
      report('  server peak RSS', rss, 'MiB', { max: RSS_BUDGET_MB }),
    ];
    const failures = [...honestFailures].map(([s, n]) => `${n}×${s}`).join(', ');
    console.log(`  honest answers other than 200: ${failures || 'none'}`);
    for (const [name, statuses] of hostile) {
      const text = [...statuses].map(([s, n]) => `${n}×${s}`).join(', ');
      console.log(`  hostile ${name}: ${text}`);
    }
    results.push(honestFailures.size === 0);
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    stopping = true;
    agent.destroy();
    await stopRole(server);
    await stopRole(upstream);
  }
}

// Last, so every declaration above is in place before a role runs.
const [role, roleArgument] = process.argv.slice(2);
if (role === '--upstream') await serveUpstream();
else if (role === '--app') await serveApp(Number(roleArgument));
else await measure();
