import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the real server as `npm start` runs it: the built web app, a fresh SQLite file, the
 * offline catalog and the bundled demo media, on a free port of the loopback interface. `env`
 * adds settings, such as MEDIA_DIR for the test media of test-media.ts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // WEB_DIST points the browser tests at another build of the web app, as it does the server.
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w apps/web\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-server-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dataDir, 'screenroom.sqlite')}`,
      LOG_LEVEL: 'warn',
      TMDB_API_KEY: '',
      REDIS_URL: '',
      WEB_DIST: webDist,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/healthcheck`, child, 60_000);
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
