// `npm start`: install what is missing, build what is missing or older than its sources, then run
// the built server (which migrates its database on start) at http://localhost:8080.
// `npm run backup -- FILE` and `npm run restore -- FILE` come here too, with their arguments.
import path from 'node:path';
import { dist, ensureBuilt } from './build.mjs';
import { ensureInstall, root } from './ensure-install.mjs';
import { supervise } from './supervise.mjs';

ensureInstall();
await ensureBuilt();

supervise(process.execPath, [path.join(dist, 'server', 'main.js'), ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
});
