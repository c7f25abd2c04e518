// `npm start`: install what is missing, build the web app, then run the server (which migrates
// its database on start) at http://localhost:8080.
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
run('npm run build -w apps/web');
run('npx tsx apps/server/src/main.ts', { env: { ...process.env, NODE_ENV: 'production' } });
