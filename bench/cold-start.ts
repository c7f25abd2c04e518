// Cold start, from the command to /readyz answering 200, on an already-built tree (`npm run build`
// first), each on a fresh DATA_DIR so every start migrates a new SQLite database:
//   release:  node dist/server/main.js (what deploy/ runs)
//   npm start: node scripts/start.mjs (install and build checks, then the same bundle)
//   source:   node --import tsx apps/server/src/main.ts (the server as npm start ran it before the
//             bundle; that npm start also rebuilt the web app every time, which is not counted)
// `npx tsx bench/cold-start.ts [--runs 5]`. Prints min, median and max; the release's median must
// be below the source's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, report } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

const ways: Record<string, string[]> = {
  release: [path.join('dist', 'server', 'main.js')],
  'npm start': [path.join('scripts', 'start.mjs')],
  source: ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')],
};

async function coldStart(args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  // SQLite in DATA_DIR, state in process: the same work for every way.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`exited before /readyz answered:\n${out}`);
      const url = /Screenroom is serving at (http:\/\/\S+)/.exec(out)?.[1];
      if (url && (await fetch(`${url}/readyz`).catch(() => null))?.status === 200) {
        return performance.now() - started;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    if (!exited) await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) {
  console.error('dist/ is not built: run `npm run build` first');
  process.exit(1);
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-cold-start-'));
let ok = true;
try {
  const samples: Record<string, number[]> = {};
  // Round 0 is not counted: it fills the file cache (and npm start's install check) for all.
  // Interleaved, so a load that comes and goes on the machine touches every way alike.
  for (let run = 0; run <= runs; run++) {
    for (const [name, args] of Object.entries(ways)) {
      const ms = await coldStart(args, path.join(scratch, `${name.replace(/\W/g, '-')}-${run}`));
      if (run > 0) (samples[name] ??= []).push(ms);
    }
  }
  for (const [name, ms] of Object.entries(samples)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `${name}: min ${Math.round(sorted[0]!)} ms, median ${Math.round(percentile(ms, 50))} ms, max ${Math.round(sorted.at(-1)!)} ms (${runs} runs)`,
    );
  }
  // On a loaded machine absolute times swing; the bundle must at least start faster than source.
  const source = Math.round(percentile(samples.source!, 50));
  ok = report('release cold start, median', percentile(samples.release!, 50), 'ms', {
    max: source,
  });
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
