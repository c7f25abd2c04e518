import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { proxyTokenAnswerSchema } from '@screenroom/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { endRoleOnTerm, spawnRole, stopRole } from './roles.ts';
import { percentile, report } from './stats.ts';

/**
 * Our proxy against a direct read of the same loopback server: throughput for a 100 MB file
 * (best of five runs each) and the latency it adds to small requests (p95 over 500 each). The
 * upstream listens on 127.0.0.2, allowed by PROXY_ALLOWED_HOSTS as an operator would allow a LAN
 * server; nothing leaves this machine.
 *
 * Direct and proxied runs alternate, one download of each in turn, after a warm-up of both: on a
 * shared machine the load from other processes changes from second to second, and measuring all
 * direct runs first and all proxied ones after compared two different machines.
 */
const FILE_BYTES = 100 * 1024 * 1024;
const SMALL_BYTES = 2 * 1024;
const RUNS = 5;
const SMALL_REQUESTS = 500;
/** Warm-up and measured requests stay inside one general token’s budget and the per-client rate. */
const WARM_UP_REQUESTS = 20;
/** The proxy may cost at most half the direct throughput … */
const SLOWDOWN_BUDGET = 2;
/** … and add at most this much to a small request's p95. */
const ADDED_P95_BUDGET_MS = 5;

const chunk = Buffer.alloc(1024 * 1024, 7);
const small = Buffer.alloc(SMALL_BYTES, 3);

function startUpstream(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/small') {
      response.writeHead(200, { 'content-length': String(SMALL_BYTES) });
      response.end(small);
      return;
    }
    response.writeHead(200, {
      'content-type': 'video/mp4',
      'content-length': String(FILE_BYTES),
    });
    let sent = 0;
    const more = () => {
      while (sent < FILE_BYTES) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      response.end();
    };
    more();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.2', () => resolve(server)));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GETs a URL and counts its bytes; resolves with the bytes and the milliseconds it took. */
function download(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let bytes = 0;
        response.on('data', (data: Buffer) => {
          bytes += data.length;
        });
        response.on('end', () => resolve({ bytes, ms: performance.now() - started }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

type Target = { url: string; headers: Record<string, string> };

/** The best throughput, in MB/s, of each target over RUNS downloads taken in turn. */
async function throughputs(targets: Target[]): Promise<number[]> {
  const best = targets.map(() => 0);
  for (const { url, headers } of targets) await download(url, headers);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [i, { url, headers }] of targets.entries()) {
      const { bytes, ms } = await download(url, headers);
      if (bytes !== FILE_BYTES) throw new Error(`${url} gave ${bytes} bytes`);
      best[i] = Math.max(best[i]!, bytes / 1024 / 1024 / (ms / 1000));
    }
  }
  return best;
}

/** Each target's request times, one request of each in turn, after a warm-up. */
async function latencies(targets: Target[]): Promise<number[][]> {
  const samples: number[][] = targets.map(() => []);
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
    for (const { url, headers } of targets) await download(url, headers);
  }
  for (let i = 0; i < SMALL_REQUESTS; i += 1) {
    for (const [t, { url, headers }] of targets.entries()) {
      samples[t]!.push((await download(url, headers)).ms);
    }
  }
  return samples;
}

/** Prints its port and serves until its parent ends it. */
async function serveUpstream(): Promise<void> {
  const server = await startUpstream();
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
}

async function serveProxy(upstreamPort: number): Promise<void> {
  const database = openDatabase(':memory:');
  await migrateToLatest(database);
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: ':memory:',
      TOKEN_SECRET: 'bench',
      PROXY_ALLOWED_HOSTS: `127.0.0.2:${upstreamPort}`,
    }),
    database,
    serveWebApp: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  endRoleOnTerm();
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
}

const [role, roleArgument] = process.argv.slice(2);
if (role === '--upstream') await serveUpstream();
else if (role === '--proxy') await serveProxy(Number(roleArgument));
else await measure();

/**
 * Upstream, proxy and this client each run in a process of their own, as they would in use:
 * in one process the proxy's run would also pay for the client and the upstream.
 */
async function measure(): Promise<void> {
  const upstream = await spawnRole(import.meta.url, ['--upstream']);
  const upstreamPort = upstream.port;
  const proxy = await spawnRole(import.meta.url, ['--proxy', String(upstreamPort)], {
    profile: true,
  });
  const proxyBase = `http://127.0.0.1:${proxy.port}`;

  try {
    const tokenAnswer = await fetch(`${proxyBase}/proxy/token`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const { token } = proxyTokenAnswerSchema.parse(await tokenAnswer.json());
    const tokenHeader = { 'x-screenroom-proxy-token': token };
    const direct = (path: string) => `http://127.0.0.2:${upstreamPort}${path}`;
    const proxied = (path: string) =>
      `${proxyBase}/proxy/?destination=${encodeURIComponent(direct(path))}`;

    const [directMbps, proxyMbps] = (await throughputs([
      { url: direct('/file'), headers: {} },
      { url: proxied('/file'), headers: tokenHeader },
    ])) as [number, number];
    const [directSmall, proxySmall] = (await latencies([
      { url: direct('/small'), headers: {} },
      { url: proxied('/small'), headers: tokenHeader },
    ])) as [number[], number[]];
    const directP95 = percentile(directSmall, 95);
    const proxyP95 = percentile(proxySmall, 95);

    console.log(`100 MB over loopback, best of ${RUNS} taken in turn:`);
    report('  direct', directMbps, 'MB/s');
    report('  through the proxy', proxyMbps, 'MB/s');
    const results = [
      report('  slowdown (direct ÷ proxy)', directMbps / proxyMbps, 'x', { max: SLOWDOWN_BUDGET }),
    ];
    console.log(`${SMALL_REQUESTS} requests of ${SMALL_BYTES} bytes each, one at a time, in turn:`);
    report('  direct p95', directP95, 'ms');
    report('  through the proxy p95', proxyP95, 'ms');
    results.push(report('  added p95', proxyP95 - directP95, 'ms', { max: ADDED_P95_BUDGET_MS }));
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    agent.destroy();
    await stopRole(proxy);
    await stopRole(upstream);
  }
}
