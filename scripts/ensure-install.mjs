// Installs the workspace's packages when they are missing or older than package-lock.json, so a
// fresh clone needs nothing done by hand before `npm start` or `npm test`.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.screenroom-install-stamp');
  const want = createHash('sha256')
    .update(readFileSync(lock))
    .update(readFileSync(path.join(root, 'package.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('Installing packages (npm install)...');
  execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, want);
}

export function run(command, options = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
}
