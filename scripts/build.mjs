// `npm run build`: the release in dist/. The server is bundled by esbuild into dist/server/main.js
// (its migrations beside it in dist/server/migrations, since they are loaded from their folder),
// the web app is copied into dist/web and the browser extension into dist/extension, so
// `node dist/server/main.js` runs with no TypeScript and no source tree. The server's npm
// dependencies stay outside the bundle (better-sqlite3 is native): a production install of
// package-lock.json provides them. `npm start` rebuilds only the parts older than their sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'dist');
const stamps = path.join(dist, '.stamps');

const shared = ['packages/core/src', 'packages/providers/src', 'package-lock.json'];

/** Each part of the release: what it is made from, and how. */
const parts = {
  web: {
    output: 'web/index.html',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    async build() {
      run('npm run build -w apps/web');
      copyTree(path.join(root, 'apps', 'web', 'dist'), path.join(dist, 'web'));
    },
  },
  extension: {
    output: 'extension/manifest.json',
    inputs: [
      'packages/core/src',
      'apps/extension/src',
      'apps/extension/static',
      'apps/extension/manifest.json',
      'apps/extension/build.ts',
    ],
    async build() {
      run('npm run build -w apps/extension');
      copyTree(path.join(root, 'apps', 'extension', 'dist'), path.join(dist, 'extension'));
    },
  },
  server: {
    output: 'server/main.js',
    inputs: [...shared, 'apps/server/src', 'apps/server/package.json', 'scripts/build.mjs'],
    build: buildServer,
  },
};

function run(command) {
  console.log(`\n> ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

function copyTree(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

/** The newest modification time under `paths` (files and folders, recursively). */
function newestInput(paths) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return; // a part's optional input
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const name of fs.readdirSync(file)) {
      if (name !== 'node_modules' && name !== 'dist') visit(path.join(file, name));
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

function stampOf(name) {
  try {
    return fs.statSync(path.join(stamps, name)).mtimeMs;
  } catch {
    return 0;
  }
}

/** The parts whose output is missing or older than one of their inputs. */
export function staleParts() {
  return Object.entries(parts)
    .filter(
      ([name, part]) =>
        !fs.existsSync(path.join(dist, part.output)) || stampOf(name) < newestInput(part.inputs),
    )
    .map(([name]) => name);
}

export async function buildParts(names) {
  fs.mkdirSync(stamps, { recursive: true });
  for (const name of names) {
    const started = Date.now();
    await parts[name].build();
    fs.writeFileSync(path.join(stamps, name), '');
    console.log(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Builds what is missing or stale; a tree without sources (a release) is left as it is. */
export async function ensureBuilt() {
  if (!fs.existsSync(path.join(root, 'apps', 'server', 'src'))) return;
  const stale = staleParts();
  if (stale.length > 0) await buildParts(stale);
}

async function buildServer() {
  // Loaded here, so that `npm start` on a built tree never needs the build tools.
  const { build } = await import('esbuild');
  const serverDir = path.join(root, 'apps', 'server');
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  // The workspace packages are TypeScript: bundled. The other dependencies come from the top
  // node_modules at run time, except those npm nested under apps/server (another version sits at
  // the top), which the bundle could not find from dist/: those are bundled.
  const external = Object.keys(manifest.dependencies).filter(
    (d) => !d.startsWith('@screenroom/') && !fs.existsSync(path.join(serverDir, 'node_modules', d)),
  );
  const migrationsDir = path.join(serverDir, 'src', 'db', 'migrations');
  const entryPoints = { main: path.join(serverDir, 'src', 'main.ts') };
  for (const file of fs.readdirSync(migrationsDir)) {
    if (/\.ts$/.test(file) && !file.endsWith('.d.ts')) {
      entryPoints[`migrations/${file.replace(/\.ts$/, '')}`] = path.join(migrationsDir, file);
    }
  }
  const outdir = path.join(dist, 'server');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    // The server's paths (config.ts) are taken from the bundle's place, not the source tree's.
    define: { __SCREENROOM_RELEASE__: 'true' },
    // A CommonJS package bundled into this ES module may still call require().
    banner: {
      js: "import { createRequire as __screenroomRequire } from 'node:module'; const require = __screenroomRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildParts(Object.keys(parts));
}
