// What an operator does with a release, done on this tree's build (`npm run build` first): the
// release (dist/, media/, package.json, package-lock.json and each workspace's package.json) is
// copied into a folder of its own, given its production packages by `npm ci --omit=dev` (with
// better-sqlite3's binary from this checkout: see local-prebuilds.mjs), and made read-only. Run
// as root, the server and the backup and restore commands run as an unprivileged user who owns
// only the DATA_DIRs and the HOME the backup goes to (see server-user.mjs); that user's write into
// the tree must fail. Then the guide's commands, as written there: `node dist/server/main.js`
// with DATA_DIR elsewhere must answer /readyz, serve the web app, the extension and the demo
// media, register an account and keep its bookmark; a backup restored into a fresh DATA_DIR must
// keep the session working; SIGTERM must drain and exit 0 within the time limit; and the tree
// must hold the same files after as before. Run by `npm test` as
// `node --import tsx scripts/operator-check.mjs` (the account's keys come from packages/core).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dist, root } from './build.mjs';
import { localPrebuildsEnv } from './local-prebuilds.mjs';
import { call, fail, register } from './operator-client.mjs';
import { asUser, assertCannotWrite, giveTo, serverUser } from './server-user.mjs';

const SHUTDOWN_TIMEOUT_MS = 5000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-operator-check-'));
// Searchable by the server's user, who must reach the release and its folders below it.
fs.chmodSync(work, 0o755);
const release = path.join(work, 'release');
// Where `~/screenroom.backup` goes: the server's user's own, like the DATA_DIRs.
const home = path.join(work, 'home');
const { user: serverAs, note: serverAsNote } = serverUser();
const running = new Set();

function makeRelease() {
  if (!fs.existsSync(path.join(dist, 'server', 'main.js')))
    fail('dist/ is not built: run `npm run build`');
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const manifests = workspaces.map((folder) => path.join(folder, 'package.json'));
  for (const item of ['dist', 'media', 'package.json', 'package-lock.json', ...manifests]) {
    fs.cpSync(path.join(root, item), path.join(release, item), { recursive: true });
  }
  // The production install, as the guide writes it.
  const installed = spawnSync('sh', ['-c', INSTALL], {
    cwd: release,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      // None of the settings npm gives `npm test`'s scripts: npm_config_local_prefix names the
      // checkout, and the install belongs in the release.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      // From npm's cache, which the checkout's own install filled.
      npm_config_prefer_offline: 'true',
      ...localPrebuildsEnv(path.join(work, 'prebuilds')),
    },
  });
  if (installed.status !== 0) fail(`${INSTALL} exited ${installed.status}`);
  for (const tool of ['tsx', 'vite', 'vitest', 'esbuild', 'typescript']) {
    if (fs.existsSync(path.join(release, 'node_modules', tool))) fail(`${tool} is in the release`);
  }
  const lock = path.join(release, 'node_modules', '.package-lock.json');
  const count = Object.keys(JSON.parse(fs.readFileSync(lock, 'utf8')).packages).length;
  if (count < 100) fail(`${INSTALL} installed only ${count} packages`);
  // Everything the server writes must go under DATA_DIR.
  spawnSync('chmod', ['-R', 'a-w', release]);
  return count;
}

// docs/operating.md's commands, run as written there (its test holds the guide to these).
const INSTALL = 'npm ci --omit=dev';
const START = 'node dist/server/main.js';
const BACKUP = 'node dist/server/main.js backup ~/screenroom.backup';
const RESTORE = 'node dist/server/main.js restore ~/screenroom.backup';

/** One of the guide's commands, in the release, as the server's user, with none of this shell's
 * settings: HOME is the check's folder where the backup goes. */
function serverProcess(commandLine, dataDir, extraEnv = {}) {
  // exec: the signals sent to the child reach the server itself, not a shell.
  return spawn('sh', ['-c', `exec ${commandLine}`], {
    cwd: release,
    ...asUser(serverAs),
    env: {
      PATH: process.env.PATH,
      HOME: home,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child) {
  const out = { text: '' };
  child.stdout.on('data', (chunk) => (out.text += chunk));
  child.stderr.on('data', (chunk) => (out.text += chunk));
  return out;
}

async function command(commandLine, dataDir) {
  const child = serverProcess(commandLine, dataDir);
  const out = collect(child);
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? s)));
  if (code !== 0) fail(`${commandLine} exited ${code}: ${out.text}`);
  return out.text.trim();
}

/** Starts the server; resolves with its URL and how long /readyz took to answer 200. */
async function startServer(dataDir) {
  const started = performance.now();
  const child = serverProcess(START, dataDir);
  running.add(child);
  const out = collect(child);
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== null) fail(`the server exited ${exited} at start:\n${out.text}`);
    if (Date.now() > deadline) fail(`/readyz did not answer 200 within 30 s:\n${out.text}`);
    const url = /Screenroom is serving at (http:\/\/\S+)/.exec(out.text)?.[1];
    if (url && (await fetch(`${url}/readyz`).catch(() => null))?.status === 200) {
      return { child, url, out, readyMs: performance.now() - started };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopServer({ child, out }) {
  const started = performance.now();
  child.kill('SIGTERM');
  const limit = SHUTDOWN_TIMEOUT_MS + 1000;
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), limit);
    child.on('exit', (c, s) => {
      clearTimeout(timer);
      resolve(c ?? s);
    });
  });
  running.delete(child);
  if (code !== 0) fail(`SIGTERM: the server ended with ${code} (limit ${limit} ms):\n${out.text}`);
  return performance.now() - started;
}

async function bookmarksOf(url, account) {
  const answer = await call(url, 'GET', `/users/${account.userId}/bookmarks`, {
    token: account.token,
  });
  return (await answer.json()).map((b) => b.tmdbId);
}

/** Every path in the release, to see that running it wrote nothing there. */
function treeListing() {
  return fs.readdirSync(release, { recursive: true }).sort().join('\n');
}

/** A folder of the server's user's own. */
function ownFolder(name) {
  const folder = path.join(work, name);
  fs.mkdirSync(folder);
  giveTo(serverAs, folder);
  return folder;
}

async function main() {
  const copied = performance.now();
  const packages = makeRelease();
  console.log(
    `Release copied and installed with \`${INSTALL}\` (${packages} packages) in ${Math.round(performance.now() - copied)} ms, made read-only`,
  );
  assertCannotWrite(
    serverAs,
    release,
    path.join(release, 'dist', 'server'),
    path.join(release, 'node_modules'),
  );
  const who = serverAs ? `${serverAs.name} (uid ${serverAs.uid})` : 'this shell’s user';
  console.log(
    `The server runs as ${who}${serverAsNote ? ` (${serverAsNote})` : ''}, who owns only its DATA_DIRs and HOME and cannot write into the release`,
  );
  const before = treeListing();
  ownFolder('home');

  const first = ownFolder('data-1');
  const server = await startServer(first);
  console.log(
    `Cold start of node dist/server/main.js: /readyz 200 after ${Math.round(server.readyMs)} ms`,
  );
  const page = await (await call(server.url, 'GET', '/')).text();
  if (!page.includes('<div id="root">')) fail('GET / is not the web app');
  await call(server.url, 'GET', '/extension/screenroom-extension.zip');
  const streams = await (await call(server.url, 'GET', '/library/streams/movie/45745')).json();
  if (!streams.streams?.length) fail('the demo media (Sintel) has no stream');

  const account = await register(server.url);
  const meta = { title: 'Sintel', year: 2010, type: 'movie' };
  await call(server.url, 'POST', `/users/${account.userId}/bookmarks/45745`, {
    token: account.token,
    body: { meta },
  });
  if (!(await bookmarksOf(server.url, account)).includes('45745'))
    fail('the bookmark was not kept');

  // Taken while the server runs, as an operator would.
  console.log(await command(BACKUP, first));
  const firstStop = await stopServer(server);
  console.log(`SIGTERM: drained and exited 0 in ${Math.round(firstStop)} ms`);

  const second = ownFolder('data-2');
  console.log(await command(RESTORE, second));
  const restored = await startServer(second);
  const kept = await bookmarksOf(restored.url, account);
  if (!kept.includes('45745')) fail(`after the restore the bookmarks are ${JSON.stringify(kept)}`);
  console.log(
    'After the restore into a fresh DATA_DIR, the session token still reads the bookmark',
  );
  const secondStop = await stopServer(restored);
  console.log(`SIGTERM: drained and exited 0 in ${Math.round(secondStop)} ms`);

  const written = fs.readdirSync(first);
  if (!written.includes('screenroom.sqlite')) fail(`DATA_DIR holds ${written.join(', ')}`);
  if (treeListing() !== before) fail('running the release added or removed files in its tree');
}

const started = performance.now();
try {
  await main();
  console.log(`Operator check passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`Operator check failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  for (const child of running) child.kill('SIGKILL');
  spawnSync('chmod', ['-R', 'u+w', work]);
  fs.rmSync(work, { recursive: true, force: true });
}
