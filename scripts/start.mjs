// `npm start`: install what is missing, build what is missing or older than its sources, then run
// the built server (which migrates its database on start) at http://localhost:8080.
// `npm run backup -- FILE` and `npm run restore -- FILE` come here too, with their arguments.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { dist, ensureBuilt } from './build.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
await ensureBuilt();

// Its own process group, so a Ctrl+C reaches it once, from here, rather than twice (the
// terminal's and ours), which it would take as "stop now" and skip the drain.
const server = spawn(
  process.execPath,
  [path.join(dist, 'server', 'main.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // A closed terminal stops the server as a SIGTERM does: with the drain.
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code, signal) => {
  // Killed by a signal, it did not stop on its own: a non-zero status, as a shell gives, so a
  // supervisor (systemd's Restart=on-failure) restarts it.
  process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1));
});
