// Type-checks every workspace with its own tsconfig (browser, Node and test code differ in libs).
import { execSync } from 'node:child_process';
import { root } from './ensure-install.mjs';

const projects = [
  'packages/core',
  'packages/providers',
  'apps/server',
  'apps/web',
  'apps/extension',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  try {
    execSync(`npx tsc -p ${project}/tsconfig.json`, { cwd: root, stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
