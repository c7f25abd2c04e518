import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { staleParts } from '../scripts/build.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * How to run the server: the release bundle (`node dist/server/main.js`) when `npm run build` made
 * every part of it from the current sources, as `npm test` does before this suite, else the
 * sources through tsx. The bundle starts in half the time (3 s against 6 s on CI, and the suite
 * starts a dozen servers) and is what an operator runs; the sources are what a developer edits.
 */
let serverArgs: string[] | undefined;
export function serverCommandArgs(): string[] {
  serverArgs ??=
    staleParts().length === 0
      ? [path.join(repoRoot, 'dist', 'server', 'main.js')]
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  return serverArgs;
}

const SERVING = /Screenroom is serving at (http:\/\/\S+)/;

/**
 * The address the server reports once it listens, read from its output; everything it prints
 * still reaches the test run's output.
 */
function servingUrl(child: ChildProcess, output: Readable, timeoutMs: number): Promise<string> {
  const lines = readline.createInterface({ input: output });
  lines.on('line', (line) => process.stdout.write(`${line}\n`));
  return new Promise((resolve, reject) => {
    const finish = (error: Error | null, url = '') => {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.off('line', onLine);
      if (error) reject(error);
      else resolve(url);
    };
    const onLine = (line: string) => {
      const match = SERVING.exec(line);
      if (match) finish(null, match[1]);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`server exited with code ${code} before it listened`));
    const timer = setTimeout(
      () => finish(new Error(`server did not report its address within ${timeoutMs} ms`)),
      timeoutMs,
    );
    lines.on('line', onLine);
    child.once('exit', onExit);
  });
}

/**
 * Starts the real server as `npm start` runs it: the built web app, a fresh SQLite file, the
 * offline catalog and the bundled demo media, on a port of the loopback interface the system
 * picks. `env` adds settings, such as MEDIA_DIR for the test media of test-media.ts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // WEB_DIST points the browser tests at another build of the web app, as it does the server.
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w apps/web\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-server-'));
  const child = spawn(process.execPath, serverCommandArgs(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      // The system picks a free port; the server reports which.
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dataDir, 'screenroom.sqlite')}`,
      LOG_LEVEL: 'warn',
      TMDB_API_KEY: '',
      // The archive source would ask archive.org: tests that want it point ARCHIVE_URL at a fake.
      ARCHIVE_URL: '',
      REDIS_URL: '',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let baseUrl: string;
  try {
    baseUrl = await servingUrl(child, child.stdout, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
