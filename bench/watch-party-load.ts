import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/**
 * The watch party's push channel under a full house: 10,000 members in 500 rooms (a host and 19
 * guests each) on one server instance with its rooms in process, over real sockets. Hosts report
 * once a second and guests every 10 s, as the player does; every guest measures how long each
 * host report took to reach it. The server runs as `npm start` runs it, in a child process; the
 * load client is this process. Both share this machine's cores (two here), so the latency
 * figures include the client's own work of reading about 30,000 messages a second.
 *
 * Runs for 10 minutes; `--minutes 1` (or BENCH_MINUTES=1) for a quick check. Not part of
 * run-all.ts for its length: `npx tsx bench/watch-party-load.ts [--minutes N]`.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const flag = process.argv.indexOf(`--${name}`);
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env[`BENCH_${name.toUpperCase()}`];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const MINUTES = option('minutes', 10);
const ROOMS = Math.round(option('rooms', 500));
const GUESTS_PER_ROOM = 19;
const MEMBERS = ROOMS * (GUESTS_PER_ROOM + 1);
const HOST_REPORT_EVERY_MS = 1000;
const GUEST_REPORT_EVERY_MS = 10_000;
const MEMORY_SAMPLE_EVERY_MS = 10_000;
/** Sockets opening at once during the ramp; more only queues in the kernel's backlog. */
const CONNECT_BATCH = 250;
const P99_BUDGET_MS = 50;
const MEMORY_GROWTH_BUDGET_PERCENT = 10;
/**
 * Memory is judged from the end of the first minute, and only on runs long enough for the heap
 * to settle: V8 lets the old generation grow for a minute or more before its first full
 * collection, so a shorter run shows growth whether or not anything leaks.
 */
const MEMORY_JUDGED_FROM_MINUTES = 3;
/** After the hosts stop, reports still on their way get this long to arrive. */
const DRAIN_MS = 2000;

/** Monotonic milliseconds on the machine's clock, shared by sender and receiver here. */
const now = () => performance.timeOrigin + performance.now();
/** How the server writes a pushed report, and how a host's report says so (party-messages.ts). */
const STATUS_PREFIX = Buffer.from('{"type":"status"');
const HOST_REPORT_MARK = Buffer.from('"isHost":true');

/** Fan-out latencies in 0.1 ms steps up to 10 s: a run sees millions, too many to keep each. */
class LatencyHistogram {
  private readonly counts = new Uint32Array(100_000);
  count = 0;
  max = 0;

  add(ms: number): void {
    const bucket = Math.min(this.counts.length - 1, Math.max(0, Math.floor(ms * 10)));
    this.counts[bucket]!++;
    this.count++;
    if (ms > this.max) this.max = ms;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return (i + 1) / 10;
    }
    return this.max;
  }
}

interface Member {
  room: Room;
  userId: string;
  hostKey?: string;
  socket?: WebSocket;
  timer?: NodeJS.Timeout;
  reportsReceived: number;
}

interface Room {
  code: string;
  /** A client address of its own, so per-address limits see 500 viewers' homes, not one. */
  address: string;
  members: Member[];
  hostReportsSent: number;
}

interface Tally {
  socketErrors: number;
  errorMessages: number;
  unexpectedCloses: number;
  /** `left` for a member that is still connected: the server thought it went silent. */
  unexpectedLeaves: number;
  failedSetups: number;
  firstProblems: string[];
}

const tally: Tally = {
  socketErrors: 0,
  errorMessages: 0,
  unexpectedCloses: 0,
  unexpectedLeaves: 0,
  failedSetups: 0,
  firstProblems: [],
};
const problem = (kind: keyof Omit<Tally, 'firstProblems'>, text: string) => {
  tally[kind]++;
  if (tally.firstProblems.length < 10) tally.firstProblems.push(text);
};

const latency = new LatencyHistogram();
/** The slowest delivery in each second of the run, to tell steady slowness from stalls. */
const worstBySecond = new Map<number, number>();
/** Ping frames from the server's heartbeat, by second of the run. */
const pingsBySecond = new Map<number, number>();
let runStart = 0;
let measuring = false;
let stopping = false;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openFileLimit(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? Number.NaN);
}

/**
 * The server answers the bench's memory question over the IPC channel, from a module loaded
 * before main.ts: the heap is not visible from outside the process, the resident size is. The
 * heap in use swings with every collection, so the probe also keeps what was left right after
 * the last full one: the live data, which is what grows when something leaks.
 */
const memoryProbe = `data:text/javascript,${encodeURIComponent(`
import { constants, PerformanceObserver } from 'node:perf_hooks';
let afterFullGc = null;
let fullGcAt = null;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      afterFullGc = process.memoryUsage().heapUsed;
      fullGcAt = Date.now();
    }
  }
}).observe({ entryTypes: ['gc'] });
process.on('message', (m) => {
  if (m !== 'memory') return;
  process.send({ heapUsed: process.memoryUsage().heapUsed, afterFullGc, fullGcAt });
});
`)}`;

interface BenchServer {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Node flags for the server only, to look inside it under this load: BENCH_CPU_PROF=dir writes a
 * CPU profile, BENCH_SERVER_FLAGS adds any others (for example `--trace-gc`).
 */
const serverFlags = [
  ...(process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []),
  ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
];

async function startServer(): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-party-bench-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverFlags, '--import', 'tsx', '--import', memoryProbe, 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${path.join(dataDir, 'screenroom.sqlite')}`,
        LOG_LEVEL: 'warn',
        TMDB_API_KEY: '',
        // Rooms in process: one instance, nothing between it and its members.
        REDIS_URL: '',
        // The API alone is under load; an empty folder stands in for the web app.
        WEB_DIST: dataDir,
        // The load's own client on loopback stands in for a proxy naming each room's address.
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const up = await fetch(`${base}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer at ${base}`);
    }
    await delay(200);
  }
}

interface MemorySample {
  atS: number;
  rssMb: number;
  heapMb: number;
  /** Heap left after the newest full collection, and when that was (NaN before the first). */
  liveMb: number;
  liveAt: number;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return kb / 1024;
}

type HeapFigures = Pick<MemorySample, 'heapMb' | 'liveMb' | 'liveAt'>;

async function heapMb(child: ChildProcess): Promise<HeapFigures> {
  const answer = new Promise<HeapFigures>((resolve) => {
    const unknown = { heapMb: Number.NaN, liveMb: Number.NaN, liveAt: Number.NaN };
    const timer = setTimeout(() => resolve(unknown), 2000);
    type Usage = { heapUsed: number; afterFullGc: number | null; fullGcAt: number | null };
    child.once('message', (usage: Usage) => {
      clearTimeout(timer);
      resolve({
        heapMb: usage.heapUsed / 2 ** 20,
        liveMb: usage.afterFullGc === null ? Number.NaN : usage.afterFullGc / 2 ** 20,
        liveAt: usage.fullGcAt ?? Number.NaN,
      });
    });
  });
  child.send('memory');
  return answer;
}

/** User plus system CPU seconds the process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, counted in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function createRoom(base: string, room: Room): Promise<void> {
  const hostId = `host-${room.address}`;
  const response = await fetch(`${base}/api/player/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': room.address },
    body: JSON.stringify({ userId: hostId }),
  });
  if (!response.ok) {
    throw new Error(`POST /api/player/rooms answered ${response.status}: ${await response.text()}`);
  }
  const grant = (await response.json()) as { roomCode: string; hostKey: string };
  room.code = grant.roomCode;
  room.members[0]!.hostKey = grant.hostKey;
}

const content = { title: 'The General', type: 'Movie', tmdbId: 961 };

function report(member: Member): void {
  const isHost = member.hostKey !== undefined;
  if (member.socket?.readyState !== WebSocket.OPEN) return;
  if (isHost && measuring) member.room.hostReportsSent++;
  member.socket.send(
    JSON.stringify({
      type: 'status',
      isHost,
      content,
      player: {
        isPlaying: true,
        isPaused: false,
        time: 100,
        duration: 4000,
        playbackRate: 1,
        // The send time rides in the clock field, which the server passes on untouched.
        atServerTime: now(),
      },
    }),
  );
}

interface ServerMessage {
  type: string;
  entry?: { userId: string; isHost: boolean; player: { atServerTime?: number } };
  userId?: string;
  message?: string;
  status?: number;
}

/** Opens one member's socket and says hello; resolves when the server answered with the room. */
function connect(base: string, member: Member): Promise<void> {
  const { room } = member;
  const hostId = room.members[0]!.userId;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${base.replace(/^http/, 'ws')}/api/player/rooms/${room.code}/live`,
      { headers: { 'x-forwarded-for': room.address }, perMessageDeflate: false },
    );
    member.socket = socket;
    let welcomed = false;
    const timeout = setTimeout(() => {
      reject(new Error(`${member.userId}: no room answer within 30 s`));
    }, 30_000);
    socket.on('open', () => {
      socket.send(
        JSON.stringify({ type: 'hello', userId: member.userId, hostKey: member.hostKey }),
      );
    });
    socket.on('message', (data: Buffer) => {
      const received = now();
      // Two in three messages are guests' reports, which measure nothing; reading them without
      // parsing keeps the client's share of the two cores (which the server needs) small.
      if (
        data.subarray(0, STATUS_PREFIX.length).equals(STATUS_PREFIX) &&
        (member.hostKey !== undefined || data.indexOf(HOST_REPORT_MARK) === -1)
      ) {
        return;
      }
      const message = JSON.parse(String(data)) as ServerMessage;
      switch (message.type) {
        case 'room':
          if (!welcomed) {
            welcomed = true;
            clearTimeout(timeout);
            resolve();
          }
          break;
        case 'status': {
          const entry = message.entry!;
          if (entry.isHost && entry.userId === hostId && member.hostKey === undefined) {
            const sentAt = entry.player.atServerTime;
            if (measuring && sentAt !== undefined) {
              const ms = received - sentAt;
              latency.add(ms);
              const second = Math.floor((Date.now() - runStart) / 1000);
              if (ms > (worstBySecond.get(second) ?? 0)) worstBySecond.set(second, ms);
              member.reportsReceived++;
            }
          }
          break;
        }
        case 'error':
          problem('errorMessages', `${member.userId}: error ${message.status} ${message.message}`);
          break;
        case 'left':
          if (!stopping) problem('unexpectedLeaves', `${member.userId}: left ${message.userId}`);
          break;
        default:
          break;
      }
    });
    socket.on('ping', () => {
      if (!measuring) return;
      const second = Math.floor((Date.now() - runStart) / 1000);
      pingsBySecond.set(second, (pingsBySecond.get(second) ?? 0) + 1);
    });
    socket.on('error', (error) => {
      if (!stopping) problem('socketErrors', `${member.userId}: ${error.message}`);
      if (!welcomed) {
        clearTimeout(timeout);
        reject(error);
      }
    });
    socket.on('close', (code) => {
      if (!stopping) problem('unexpectedCloses', `${member.userId}: closed with ${code}`);
    });
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) {
    const results = await Promise.allSettled(items.slice(i, i + width).map(work));
    for (const result of results) {
      if (result.status === 'rejected') problem('failedSetups', String(result.reason));
    }
  }
}

function buildRooms(): Room[] {
  return Array.from({ length: ROOMS }, (_, r) => {
    const address = `10.${(r >> 16) & 255}.${(r >> 8) & 255}.${r & 255}`;
    const room: Room = { code: '', address, members: [], hostReportsSent: 0 };
    for (let m = 0; m <= GUESTS_PER_ROOM; m++) {
      room.members.push({
        room,
        userId: m === 0 ? `host-${address}` : `guest-${r}-${m}`,
        reportsReceived: 0,
      });
    }
    return room;
  });
}

const mb = (value: number) => `${value.toFixed(1)} MB`;
/** Other work on the machine skews every figure here; the load average shows whether there was any. */
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main(): Promise<number> {
  const limit = openFileLimit();
  console.log(
    `watch party load: ${MEMBERS} members in ${ROOMS} rooms for ${MINUTES} min; server and load client share ${os.cpus().length} cores; open file limit ${limit}`,
  );
  // Each side holds one descriptor per member; both inherit this shell's limit.
  if (!(limit >= MEMBERS + 1000)) {
    console.error(`open file limit ${limit} is too low: run \`ulimit -n ${MEMBERS + 5000}\` first`);
    return 1;
  }
  console.log(`load average before: ${loadAverage()}`);
  const server = await startServer();
  const pid = server.child.pid!;
  const rooms = buildRooms();
  const members = rooms.flatMap((r) => r.members);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  try {
    const rampStart = Date.now();
    await inBatches(rooms, 50, (room) => createRoom(server.base, room));
    const ready = rooms.filter((r) => r.code !== '');
    await inBatches(
      ready.flatMap((r) => r.members),
      CONNECT_BATCH,
      (member) => connect(server.base, member),
    );
    const connected = members.filter((m) => m.socket?.readyState === WebSocket.OPEN).length;
    console.log(
      `ramp-up: ${ready.length} rooms, ${connected} sockets in ${((Date.now() - rampStart) / 1000).toFixed(1)} s; server RSS ${mb(residentMb(pid))}`,
    );

    // Reports spread over the interval, as independent viewers' players would send them.
    measuring = true;
    loopDelay.enable();
    runStart = Date.now();
    const cpuStart = cpuSeconds(pid);
    const clientCpuStart = process.cpuUsage();
    for (const member of members) {
      const every = member.hostKey !== undefined ? HOST_REPORT_EVERY_MS : GUEST_REPORT_EVERY_MS;
      setTimeout(() => {
        if (stopping) return;
        report(member);
        member.timer = setInterval(() => report(member), every);
      }, Math.random() * every);
    }

    const samples: MemorySample[] = [];
    const durationMs = MINUTES * 60_000;
    while (Date.now() - runStart < durationMs) {
      await delay(Math.min(MEMORY_SAMPLE_EVERY_MS, runStart + durationMs - Date.now()));
      const atS = Math.round((Date.now() - runStart) / 1000);
      const sample = { atS, rssMb: residentMb(pid), ...(await heapMb(server.child)) };
      samples.push(sample);
      console.log(
        `  ${String(atS).padStart(4)} s  RSS ${mb(sample.rssMb)}  heap ${mb(sample.heapMb)} (after last full GC ${mb(sample.liveMb)})  fan-out p99 so far ${latency.percentile(99).toFixed(1)} ms`,
      );
    }

    stopping = true;
    for (const member of members) clearInterval(member.timer);
    await delay(DRAIN_MS);
    measuring = false;
    loopDelay.disable();
    const serverCpu = cpuSeconds(pid) - cpuStart;
    const clientCpu = process.cpuUsage(clientCpuStart);
    const elapsedS = (Date.now() - runStart) / 1000;

    // Every guest should have every report its host sent while the run was measured.
    let expected = 0;
    let delivered = 0;
    for (const room of rooms) {
      expected += room.hostReportsSent * GUESTS_PER_ROOM;
      for (const member of room.members) delivered += member.reportsReceived;
    }
    const lost = expected - delivered;

    // Warm-up is the first minute, or the first third of a shorter run.
    const warmUpS = Math.min(60, (MINUTES * 60) / 3);
    const memoryJudged = MINUTES >= MEMORY_JUDGED_FROM_MINUTES;
    const baseline = samples.find((s) => s.atS >= warmUpS) ?? samples[0]!;
    const last = samples.at(-1)!;
    // The live heap counts from the first full collection after the warm-up.
    const liveBaseline = samples.find((s) => s.liveAt >= runStart + warmUpS * 1000);
    const change = (from: number, to: number) => {
      const percent = ((to - from) / from) * 100;
      return {
        percent,
        text: `${mb(from)} → ${mb(to)} (${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%)`,
      };
    };
    const rss = change(baseline.rssMb, last.rssMb);

    const errors =
      tally.socketErrors +
      tally.errorMessages +
      tally.unexpectedCloses +
      tally.unexpectedLeaves +
      tally.failedSetups;
    const p50 = latency.percentile(50);
    const p95 = latency.percentile(95);
    const p99 = latency.percentile(99);
    const rows: [string, string, string, boolean | null][] = [
      ['members connected', `${connected} of ${MEMBERS}`, `${MEMBERS}`, connected === MEMBERS],
      [
        'errors',
        `${errors} (socket ${tally.socketErrors}, refused ${tally.errorMessages}, closes ${tally.unexpectedCloses}, leaves ${tally.unexpectedLeaves}, set-up ${tally.failedSetups})`,
        '0',
        errors === 0,
      ],
      ['host reports lost', `${lost} of ${expected}`, '0', lost === 0],
      ['fan-out latency p50', `${p50.toFixed(1)} ms`, '', null],
      ['fan-out latency p95', `${p95.toFixed(1)} ms`, '', null],
      [
        'fan-out latency p99',
        `${p99.toFixed(1)} ms`,
        `≤ ${P99_BUDGET_MS} ms`,
        p99 <= P99_BUDGET_MS,
      ],
      ['fan-out latency max', `${latency.max.toFixed(1)} ms`, '', null],
      [
        `server RSS ${baseline.atS} s → ${last.atS} s`,
        memoryJudged
          ? rss.text
          : `${rss.text}, not judged under ${MEMORY_JUDGED_FROM_MINUTES} minutes`,
        `< ${MEMORY_GROWTH_BUDGET_PERCENT}%`,
        memoryJudged ? rss.percent < MEMORY_GROWTH_BUDGET_PERCENT : null,
      ],
      [
        `server heap in use ${baseline.atS} s → ${last.atS} s`,
        change(baseline.heapMb, last.heapMb).text,
        '',
        null,
      ],
      [
        'server heap after full GC, from the first after warm-up',
        liveBaseline && liveBaseline.liveAt !== last.liveAt
          ? change(liveBaseline.liveMb, last.liveMb).text
          : `${mb(last.liveMb)} (fewer than two full collections after warm-up)`,
        '',
        null,
      ],
      ['server CPU', `${((serverCpu / elapsedS) * 100).toFixed(0)}% of a core`, '', null],
      [
        'load client CPU',
        `${(((clientCpu.user + clientCpu.system) / 1e6 / elapsedS) * 100).toFixed(0)}% of a core`,
        '',
        null,
      ],
      [
        'load client event-loop delay p99 / max',
        `${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms / ${(loopDelay.max / 1e6).toFixed(1)} ms`,
        '',
        null,
      ],
      ['fan-out messages measured', `${latency.count}`, '', null],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    const valueWidth = Math.max(...rows.map((r) => r[1].length));
    console.log('\nsummary');
    for (const [name, value, budget, ok] of rows) {
      const verdict = ok === null ? '' : `  (budget ${budget}: ${ok ? 'met' : 'MISSED'})`;
      console.log(`  ${name.padEnd(width)}  ${value.padEnd(valueWidth)}${verdict}`.trimEnd());
    }
    const stalls = [...worstBySecond]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([second, ms]) => `${second} s: ${ms.toFixed(0)} ms`);
    console.log(`slowest seconds of the run (worst delivery): ${stalls.join(', ')}`);
    const beats = [...pingsBySecond]
      .filter(([, count]) => count >= MEMBERS / 10)
      .map(([second, count]) => `${second} s (${count})`);
    console.log(`seconds with the server's heartbeat pings: ${beats.join(', ') || 'none'}`);
    if (tally.firstProblems.length > 0) {
      console.log('first problems:');
      for (const line of tally.firstProblems) console.log(`  ${line}`);
    }
    console.log(`load average after: ${loadAverage()}`);
    return rows.every(([, , , ok]) => ok !== false) ? 0 : 1;
  } finally {
    stopping = true;
    for (const member of members) {
      clearInterval(member.timer);
      member.socket?.terminate();
    }
    await server.stop();
  }
}

/**
 * The load client runs with 64 MB semi-spaces (V8's young generation). With 10,000 sockets its
 * minor collections came several times a second and stalled it for up to 30 ms each, and every
 * report arriving meanwhile counted that stall as fan-out latency. The server keeps the flags
 * `npm start` gives it. Started without the flag, the client starts itself again with it.
 */
const CLIENT_FLAGS = ['--max-semi-space-size=64'];

if (process.execArgv.some((flag) => flag.startsWith('--max-semi-space-size'))) {
  process.exit(await main());
} else {
  const again = spawnSync(
    process.execPath,
    [
      ...CLIENT_FLAGS,
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}
