// `npm test`: install what is missing, then lint, type-check and run every suite: unit, server
// and browser. The browser suite builds the web app and starts the real server itself.
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
run('npx eslint .');
run('npx prettier --check .');
run('npx tsc -b');
run('npx vitest run --project core --project providers --project web --project server');
run('npm run build -w apps/web');
run('npx vitest run --project e2e');
