// `npm run check:dockerfile`: deploy/Dockerfile's build replayed step by step without Docker (no
// daemon here), then the image's command started as the container would start it.
//
// The build context is a fresh `git clone` of this checkout (its committed HEAD), filtered by
// deploy/Dockerfile.dockerignore. Each stage gets a folder standing for its filesystem; FROM an
// earlier stage copies that stage's folder, COPY copies from the context (or, with --from, from
// the named stage's folder), WORKDIR and ENV are kept per stage, and RUN runs its command
// literally with `sh -c` in the folder standing for the working directory. What cannot run as
// written is replaced by the nearest thing that can, and each replacement is printed as
// "substituted:" with its reason:
// - the base image: this machine's Node.js and Debian packages stand in for it;
// - `apt-get install`: not run (it would change this machine); each package must already be
//   installed here (dpkg says so);
// - absolute paths of the image's own folders (its WORKDIRs and VOLUMEs) in RUN and ENV are
//   rewritten into the stage's folder;
// - better-sqlite3's prebuilt binary, which its install script fetches from GitHub (not reachable
//   from here), is packed from this checkout's own build of the same version and handed to that
//   script through its documented local-prebuilds setting, so `npm ci` runs as written instead of
//   compiling SQLite for minutes;
// - USER: when this runs as root, the image's user (absent here) is stood in for by `nobody`
//   (server-user.mjs), which owns the data folder only, so the tree is read-only to the server as
//   in the image, and its write into the tree must fail;
// - HOST and PORT: loopback and a free port, so nothing listens beyond this machine and nothing
//   clashes with another server here.
// Then the final stage's CMD runs with the stage's ENV and its VOLUME as DATA_DIR; the
// HEALTHCHECK's own command is run until it passes; /readyz, /livez and the web app answer; an
// account registers; and SIGTERM must end the server with status 0 within Docker's default stop
// grace of 10 s. Run with `node --import tsx` (the account's keys come from packages/core).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { root } from './build.mjs';
import { localPrebuildsEnv } from './local-prebuilds.mjs';
import { call, fail, register } from './operator-client.mjs';
import { asUser, assertCannotWrite, serverUser } from './server-user.mjs';

const DOCKERFILE = path.join(root, 'deploy', 'Dockerfile');
const DOCKERIGNORE = path.join(root, 'deploy', 'Dockerfile.dockerignore');
// What `docker stop` waits before it kills.
const STOP_GRACE_MS = 10_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-dockerfile-replay-'));
// Searchable by the stand-in user, who must reach the stage's folders below it.
fs.chmodSync(work, 0o755);
const context = path.join(work, 'context');
const timings = [];
const substitutions = [];
let server = null;

function say(line) {
  console.log(line);
}

function substitute(what, why) {
  const line = `substituted: ${what} (${why})`;
  substitutions.push(line);
  say(`  ${line}`);
}

function timed(label, action) {
  const started = performance.now();
  const result = action();
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function sh(command, options) {
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`\`${command}\` exited ${result.status ?? result.signal}`);
}

// --- the build context -------------------------------------------------------------------------

/** .dockerignore's rules: paths from the context's root, `*` within a name, `**` across
 * folders, `!` to take a path back; the last matching rule decides, and a folder's rule covers
 * everything inside it. */
function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const keep = line.startsWith('!');
      const pattern = path.posix.normalize(line.slice(keep ? 1 : 0).replace(/^\/+/, ''));
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(.*/)?');
      return { keep, regex: new RegExp(`^${source}$`) };
    });
  return (relative) => {
    const parts = relative.split('/');
    let ignored = false;
    for (const rule of rules) {
      for (let n = 1; n <= parts.length; n++) {
        if (rule.regex.test(parts.slice(0, n).join('/'))) ignored = !rule.keep;
      }
    }
    return ignored;
  };
}

// --- the stages --------------------------------------------------------------------------------

/** The image's own folders: absolute paths starting with one of these are the image's. */
function imageFolders(instructions) {
  const folders = new Set();
  for (const i of instructions) {
    if (i.getKeyword() === 'WORKDIR' || i.getKeyword() === 'VOLUME') {
      for (const a of i.getArguments()) folders.add(`/${a.getValue().split('/')[1]}`);
    }
  }
  return [...folders];
}

function inStage(stage, absolute) {
  return path.join(stage.dir, absolute);
}

/** Rewrites the image's absolute paths in a command or value into the stage's folder. */
function mapPaths(stage, text, folders) {
  let mapped = text;
  for (const folder of folders) {
    mapped = mapped.replace(
      new RegExp(`(^|[\\s=:])${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|\\s|$)`, 'g'),
      (_, before) => `${before}${inStage(stage, folder)}`,
    );
  }
  return mapped;
}

function stageEnv(stage, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? work,
    ...(process.env.npm_config_cache ? { npm_config_cache: process.env.npm_config_cache } : {}),
    ...stage.env,
    ...extra,
  };
}

const standIns = new Map();

/** The user the image runs as, or who stands in for it here (said once). */
function standIn(user) {
  if (!standIns.has(user)) standIns.set(user, findStandIn(user));
  return standIns.get(user);
}

function findStandIn(wanted) {
  const { user, note } = serverUser(wanted);
  if (!user) {
    substitute(`USER ${wanted} → this shell's user`, `${note}; the tree is still made read-only`);
  } else if (user.name !== wanted) {
    substitute(`USER ${wanted} → ${user.name}`, note);
  }
  return user;
}

/** Whether Debian's package, or a versioned one it depends on (postgresql-client-17 for
 * postgresql-client), is installed here. */
function installed(name) {
  const listed = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\\n', `${name}*`], {
    encoding: 'utf8',
  }).stdout;
  return listed
    .split('\n')
    .some((line) =>
      new RegExp(`^${name.replace(/[+.]/g, '\\$&')}(-[\\d.]+)? install ok installed$`).test(line),
    );
}

function runStep(stage, instruction, folders, prebuilds) {
  const content = instruction.getArgumentsContent() ?? '';
  if (/^\s*apt-get\b/.test(content)) {
    const install = /apt-get install ([^&;|]+)/.exec(content)?.[1] ?? '';
    const packages = install.split(/\s+/).filter((word) => word && !word.startsWith('-'));
    const missing = packages.filter((name) => !installed(name));
    if (missing.length > 0) fail(`these Debian packages are not installed here: ${missing}`);
    substitute(
      `RUN ${content.slice(0, 60)}…`,
      `apt-get would change this machine; installed here already: ${packages.join(', ')}`,
    );
    return;
  }
  let command = mapPaths(stage, content, folders);
  const chown = /\bchown (\S+?)(:\S+)? /.exec(command);
  if (chown) {
    const user = standIn(chown[1]);
    if (user) command = command.replace(chown[0], `chown ${user.uid}:${user.gid} `);
    else command = command.replace(/\s*&&\s*chown \S+ \S+/, '');
  }
  if (command !== content) substitute(`RUN ${content} → ${command}`, 'the image’s paths and user');
  const env = stageEnv(stage, /\bnpm (ci|install)\b/.test(command) ? prebuilds : {});
  if (/\bnpm (ci|install)\b/.test(command) && Object.keys(prebuilds).length > 0) {
    substitute(
      'better-sqlite3’s download of its prebuilt binary → this checkout’s build of the same version',
      'GitHub is not reachable from here; without it the install compiles SQLite for minutes',
    );
  }
  say(`  $ ${command}`);
  sh(command, { cwd: inStage(stage, stage.workdir), env });
}

function copyStep(stage, instruction, stages, ignored) {
  const from = instruction
    .getFlags()
    .find((f) => f.getName() === 'from')
    ?.getValue();
  const args = instruction.getArguments().map((a) => a.getValue());
  const dest = args.pop();
  if (args.some((source) => /[*?[]/.test(source))) fail(`COPY with a wildcard is not replayed`);
  const target = path.posix.resolve(stage.workdir, dest);
  const intoFolder = dest.endsWith('/') || args.length > 1;
  for (const source of args) {
    let origin;
    let filter = () => true;
    if (from) {
      const other = stages.get(from);
      if (!other) fail(`COPY --from=${from}: no such stage`);
      origin = inStage(other, path.posix.resolve(other.workdir, source));
    } else {
      origin = path.join(context, source);
      filter = (file) => {
        const relative = path.relative(context, file).split(path.sep).join('/');
        return relative === '' || !ignored(relative);
      };
    }
    if (!fs.existsSync(origin)) fail(`COPY: ${source} does not exist${from ? ` in ${from}` : ''}`);
    const isFolder = fs.statSync(origin).isDirectory();
    // A folder's contents go into the target; a file goes into it when it names a folder.
    const to = !isFolder && intoFolder ? path.posix.join(target, path.basename(source)) : target;
    fs.cpSync(origin, inStage(stage, to), { recursive: true, filter, verbatimSymlinks: true });
  }
}

function build(dockerfile) {
  const instructions = dockerfile.getInstructions();
  const folders = imageFolders(instructions);
  const ignored = dockerignore(fs.readFileSync(DOCKERIGNORE, 'utf8'));
  const prebuilds = localPrebuildsEnv(path.join(work, 'prebuilds'));
  const stages = new Map();
  let stage = null;
  let index = 0;
  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    const started = performance.now();
    if (keyword === 'FROM') {
      const [image, , name] = instruction.getArguments().map((a) => a.getValue());
      const dir = path.join(work, 'stages', name ?? `stage-${index}`);
      index++;
      const parent = stages.get(image);
      say(`\nFROM ${instruction.getArgumentsContent()}`);
      if (parent) {
        sh(`cp -a ${parent.dir} ${dir}`);
        stage = { ...parent, dir, env: { ...parent.env }, name };
      } else {
        fs.mkdirSync(dir, { recursive: true });
        substitute(
          `${image} → this machine (Node.js ${process.version}, Debian’s packages)`,
          'no Docker daemon to pull the image',
        );
        stage = { dir, workdir: '/', env: {}, name, user: null };
      }
      if (name) stages.set(name, stage);
      continue;
    }
    say(`${keyword} ${(instruction.getArgumentsContent() ?? '').replace(/\s+/g, ' ')}`);
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, instruction.getArgumentsContent());
        fs.mkdirSync(inStage(stage, stage.workdir), { recursive: true });
        break;
      case 'ENV':
        for (const property of instruction.getProperties()) {
          stage.env[property.getName()] = property.getValue();
        }
        break;
      case 'RUN':
        runStep(stage, instruction, folders, prebuilds);
        break;
      case 'COPY':
        copyStep(stage, instruction, stages, ignored);
        break;
      case 'USER':
        stage.user = instruction.getArgumentsContent();
        break;
      case 'VOLUME':
        stage.volumes = instruction.getArguments().map((a) => a.getValue());
        break;
      case 'HEALTHCHECK':
      case 'CMD':
      case 'STOPSIGNAL':
      case 'EXPOSE':
        stage[keyword] = instruction;
        break;
      default:
        fail(`${keyword} is not replayed by this script`);
    }
    const seconds = (performance.now() - started) / 1000;
    if (seconds > 1) timings.push(`${stage.name ?? 'image'}: ${keyword} ${seconds.toFixed(1)} s`);
  }
  return { final: stage, folders };
}

// --- the container -----------------------------------------------------------------------------

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function lockTree(stage, user, folders) {
  if (!user) {
    // As the server's own user: the tree read-only, the volumes writable.
    spawnSync('chmod', ['-R', 'a-w', inStage(stage, stage.workdir)]);
    return;
  }
  // Nothing but the volumes belongs to the user; every folder must be searchable by it, as the
  // image's are.
  for (const folder of folders) spawnSync('chmod', ['-R', 'go+rX', inStage(stage, folder)]);
  spawnSync('chmod', ['go+rx', path.join(work, 'stages'), stage.dir]);
}

async function start(stage, folders) {
  const user = stage.user ? standIn(stage.user) : null;
  lockTree(stage, user, folders);
  const tree = inStage(stage, stage.workdir);
  assertCannotWrite(user, tree, path.join(tree, 'dist', 'server'));
  say(`The tree is read-only to ${user?.name ?? 'this shell’s user'}: a write into it failed`);
  const port = String(await freePort());
  const env = {};
  for (const [name, value] of Object.entries(stage.env))
    env[name] = mapPaths(stage, value, folders);
  if (env.HOST !== '127.0.0.1')
    substitute(`HOST=${env.HOST} → 127.0.0.1`, 'listen on loopback only');
  substitute(`PORT=${env.PORT} → ${port}`, 'a free port, as another server may hold 8080 here');
  Object.assign(env, { HOST: '127.0.0.1', PORT: port });
  const volume = stage.volumes?.[0];
  if (!volume || env.DATA_DIR !== inStage(stage, volume))
    fail(`DATA_DIR (${stage.env.DATA_DIR}) is not the VOLUME (${volume})`);
  const [command, ...args] = JSON.parse(stage.CMD.getArgumentsContent());
  say(`\nCMD ${command} ${args.join(' ')} in ${stage.workdir}, DATA_DIR=${stage.env.DATA_DIR}`);
  const options = {
    cwd: inStage(stage, stage.workdir),
    // The image's HOME is its user's; here the volume is the one folder the user may write.
    env: stageEnv(stage, { HOME: env.DATA_DIR, ...env }),
    ...asUser(user),
  };
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { text: '' };
  child.stdout.on('data', (chunk) => (out.text += chunk));
  child.stderr.on('data', (chunk) => (out.text += chunk));
  server = child;
  return { child, out, options, url: `http://127.0.0.1:${port}` };
}

/** Runs the HEALTHCHECK's own command until it passes, within its start period and retries. */
async function waitHealthy(stage, running) {
  const content = stage.HEALTHCHECK.getArgumentsContent();
  const flags = Object.fromEntries(
    stage.HEALTHCHECK.getFlags().map((f) => [f.getName(), f.getValue()]),
  );
  const seconds = (value, fallback) => Number(/^(\d+)s$/.exec(value ?? '')?.[1] ?? fallback);
  const [command, ...args] = JSON.parse(/^CMD\s+(\[.*\])\s*$/s.exec(content)[1]);
  const limit =
    (seconds(flags['start-period'], 0) + seconds(flags.interval, 30) * Number(flags.retries ?? 3)) *
    1000;
  substitute(
    `HEALTHCHECK every ${flags.interval ?? '30s'} → every 0.5 s, within the same overall limit`,
    'to see the first healthy answer without waiting an interval',
  );
  const started = performance.now();
  for (;;) {
    if (running.child.exitCode !== null) fail(`the server exited at start:\n${running.out.text}`);
    const check = spawnSync(command, args, {
      ...running.options,
      timeout: seconds(flags.timeout, 30) * 1000,
    });
    if (check.status === 0) return performance.now() - started;
    if (performance.now() - started > limit)
      fail(`unhealthy after ${limit} ms:\n${running.out.text}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function stop(stage, running) {
  const signal = stage.STOPSIGNAL?.getArgumentsContent() ?? 'SIGTERM';
  const started = performance.now();
  running.child.kill(signal);
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), STOP_GRACE_MS);
    running.child.on('exit', (c, s) => {
      clearTimeout(timer);
      resolve(c ?? s);
    });
  });
  server = null;
  if (code !== 0) fail(`${signal}: the server ended with ${code}:\n${running.out.text}`);
  return performance.now() - started;
}

async function main() {
  timed('git clone', () => sh(`git clone --quiet --no-hardlinks ${root} ${context}`));
  const dockerfile = DockerfileParser.parse(fs.readFileSync(DOCKERFILE, 'utf8'));
  const { final, folders } = timed('build stages', () => build(dockerfile));

  const running = await start(final, folders);
  const healthyMs = await waitHealthy(final, running);
  say(`HEALTHCHECK's command passed after ${Math.round(healthyMs)} ms`);
  timings.push(`healthy after ${(healthyMs / 1000).toFixed(1)} s`);
  for (const route of ['/readyz', '/livez']) await call(running.url, 'GET', route);
  const page = await (await call(running.url, 'GET', '/')).text();
  if (!page.includes('<div id="root">')) fail('GET / is not the web app');
  const account = await register(running.url);
  await call(running.url, 'GET', `/users/${account.userId}/bookmarks`, { token: account.token });
  say('/readyz, /livez and the web app answer; an account registered and reads its bookmarks');
  const stopMs = await stop(final, running);
  say(`SIGTERM: exited 0 in ${Math.round(stopMs)} ms`);

  const data = fs.readdirSync(inStage(final, final.volumes[0]));
  if (!data.includes('screenroom.sqlite')) fail(`the volume holds ${data.join(', ')}`);
}

const started = performance.now();
try {
  await main();
  say(`\nDockerfile replay passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`\nDockerfile replay failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server) server.kill('SIGKILL');
  say(`Steps: ${timings.join(', ')}`);
  if (substitutions.length > 0)
    say(`What ran otherwise than written:\n  ${[...new Set(substitutions)].join('\n  ')}`);
  spawnSync('chmod', ['-R', 'u+w', work]);
  fs.rmSync(work, { recursive: true, force: true });
}
