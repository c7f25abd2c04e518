// better-sqlite3's install script downloads a prebuilt binary from GitHub, which this machine
// cannot reach, and otherwise compiles SQLite for minutes. A production install made here (the
// operator check, the Dockerfile replay) is given the binary this checkout already built, packed
// as the download would be and named through the script's documented local-prebuilds setting, so
// `npm ci` runs as an operator types it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build.mjs';

/** The environment that hands the install the checkout's binary, or {} when there is none. */
export function localPrebuildsEnv(dir) {
  const packageDir = path.join(root, 'node_modules', 'better-sqlite3');
  const binary = path.join(packageDir, 'build', 'Release', 'better_sqlite3.node');
  if (!fs.existsSync(binary)) return {};
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const { modules } = process.versions;
  const name = `better-sqlite3-v${version}-node-v${modules}-${process.platform}-${process.arch}.tar.gz`;
  fs.mkdirSync(dir, { recursive: true });
  const packed = spawnSync(
    'tar',
    ['czf', path.join(dir, name), 'build/Release/better_sqlite3.node'],
    {
      cwd: packageDir,
    },
  );
  if (packed.status !== 0) throw new Error(`tar exited ${packed.status}`);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}
