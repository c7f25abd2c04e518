// `npm start`: install what is missing, build the web app, then run the server (which migrates
// its database on start) at http://localhost:8080.
import { spawnSync } from 'node:child_process';
import { ensureInstall, root, run } from './ensure-install.mjs';

ensureInstall();
run('npm run build -w apps/web');
const server = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// Ctrl+C reaches the server too; its own exit is ours, without a stack trace on top.
process.exit(server.status ?? 0);
