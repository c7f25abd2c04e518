// The files in deploy/ and the configuration's lists, checked here: what each tool would refuse
// (nginx -t, caddy validate, systemd-analyze verify), and the properties an operator relies on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { configSchema, loadConfig } from '../src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const deploy = path.join(root, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const CADDY = process.env.CADDY_BIN ?? '/usr/bin/caddy';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-deploy-test-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { encoding: 'utf8', env, timeout: 20_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}`, stderr: result.stderr };
}

/** The instructions of each stage, the last being the image that runs. */
function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const argumentsOf = (i: Instruction) => i.getArguments().map((a) => a.getValue());

describe('deploy/Dockerfile', () => {
  const stages = dockerStages(read('deploy/Dockerfile'));
  const final = stages.at(-1) ?? [];
  const last = (keyword: string) => final.filter((i) => i.getKeyword() === keyword).at(-1);

  it('builds in stages and runs as a user other than root', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = last('USER');
    expect(user, 'the final stage sets USER').toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(argumentsOf(user!)[0]);
    // The build tools stay in earlier stages.
    const installs = final
      .filter((i) => i.getKeyword() === 'RUN')
      .map((i) => i.getArgumentsContent());
    expect(installs.join('\n')).not.toMatch(/\bnpm (ci|install)\b(?!.*--omit=dev)|g\+\+|\bmake\b/);
  });

  it('keeps its data in VOLUME /data, which DATA_DIR names', () => {
    const volume = last('VOLUME');
    expect(volume && argumentsOf(volume)).toContain('/data');
    const env = final
      .filter((i) => i.getKeyword() === 'ENV')
      .map((i) => i.getArgumentsContent())
      .join(' ');
    expect(env).toMatch(/\bDATA_DIR=\/data\b/);
  });

  it('checks its health on /readyz or /livez and runs the bundle in exec form', () => {
    const healthcheck = last('HEALTHCHECK');
    expect(healthcheck?.getArgumentsContent()).toMatch(/CMD .*\/(readyz|livez)\b/);
    const cmd = last('CMD');
    // Exec form: the server is PID 1 and gets the stop signal itself, not a shell.
    expect(JSON.parse(cmd!.getArgumentsContent()!)).toEqual(['node', 'dist/server/main.js']);
  });

  it('copies every workspace manifest before npm ci, which needs them all', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const copied = stages[0]!
      .filter((i) => i.getKeyword() === 'COPY')
      .map((i) => argumentsOf(i)[0]);
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
  });
});

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}

describe('deploy/compose.yaml', () => {
  const compose = parseYaml(read('deploy/compose.yaml')) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const { screenroom, postgres, redis } = compose.services;

  it('runs the server on PostgreSQL and Redis, started once they are healthy', () => {
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(redis?.image).toMatch(/^redis:/);
    expect(screenroom?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(screenroom?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(screenroom?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('gives every service a health check and every store a named volume', () => {
    for (const service of [screenroom, postgres, redis])
      expect(service?.healthcheck?.test).toBeDefined();
    expect(screenroom?.healthcheck?.test.join(' ')).toMatch(/\/(readyz|livez)\b/);
    expect(screenroom?.volumes).toContain('screenroom-data:/data');
    expect(postgres?.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    for (const service of [screenroom, postgres, redis]) {
      for (const volume of service?.volumes ?? []) {
        expect(Object.keys(compose.volumes)).toContain(volume.split(':')[0]);
      }
    }
  });

  it('lets a stop drain for longer than the shutdown time limit', () => {
    const grace = /^(\d+)s$/.exec(screenroom?.stop_grace_period ?? '');
    const drainSeconds = configSchema.shape.SHUTDOWN_TIMEOUT_MS.parse(undefined) / 1000;
    // The drain, then the five seconds a stuck close is given.
    expect(Number(grace?.[1])).toBeGreaterThan(drainSeconds + 5);
  });
});

describe('deploy/nginx/screenroom.conf', () => {
  const conf = read('deploy/nginx/screenroom.conf');

  it('passes the client address and the watch party socket upgrade to the server', () => {
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    // The live route the watch party's guests hold open.
    const live = /location ~ (\S+) \{/.exec(conf)?.[1];
    expect(new RegExp(live!).test('/api/player/rooms/ABC123/live')).toBe(true);
    expect(conf).toMatch(/listen 443 ssl/);
  });

  it.skipIf(!fs.existsSync(NGINX))(
    `nginx -t accepts it (skipped only when ${NGINX} is absent)`,
    () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'nginx-'));
      const cert = path.join(dir, 'cert.pem');
      const key = path.join(dir, 'key.pem');
      const made = run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=screenroom.example.com',
        '-keyout',
        key,
        '-out',
        cert,
      ]);
      expect(made.code, made.output).toBe(0);
      const site = path.join(dir, 'screenroom.conf');
      fs.writeFileSync(
        site,
        conf
          .replace(/\/etc\/letsencrypt\/live\/[^;]*fullchain\.pem/, cert)
          .replace(/\/etc\/letsencrypt\/live\/[^;]*privkey\.pem/, key),
      );
      // The file goes in the http block, as /etc/nginx/conf.d/ has it.
      const main = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        main,
        `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`,
      );
      const checked = run(NGINX, ['-t', '-q', '-e', `${dir}/error.log`, '-p', dir, '-c', main]);
      expect(checked.code, checked.output).toBe(0);
      expect(checked.output).not.toMatch(/\[(warn|emerg|error)\]/);
    },
  );
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('proxies the site to the server on loopback', () => {
    expect(caddyfile).toMatch(/reverse_proxy 127\.0\.0\.1:8080\b/);
  });

  it.skipIf(!fs.existsSync(CADDY))(
    `caddy validate accepts it (skipped only when ${CADDY} is absent)`,
    () => {
      const home = fs.mkdtempSync(path.join(scratch, 'caddy-'));
      const env = {
        ...process.env,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
      };
      const file = path.join(deploy, 'Caddyfile');
      const checked = run(CADDY, ['validate', '--config', file, '--adapter', 'caddyfile'], env);
      expect(checked.code, checked.output).toBe(0);
      expect(checked.output).toContain('Valid configuration');
      // Caddy formats its own files; a difference is a warning.
      expect(checked.output).not.toMatch(/"level":"warn"/);
    },
  );
});

describe('deploy/screenroom.service', () => {
  const unit = read('deploy/screenroom.service');

  it('runs the bundle as its own user, writes only in its state folder and restarts on failure', () => {
    expect(unit).toMatch(/^ExecStart=\S*node \/opt\/screenroom\/dist\/server\/main\.js$/m);
    expect(unit).toMatch(/^User=screenroom$/m);
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/screenroom$/m);
    expect(unit).toMatch(/^StateDirectory=screenroom$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stopSeconds).toBeGreaterThan(
      configSchema.shape.SHUTDOWN_TIMEOUT_MS.parse(undefined) / 1000 + 5,
    );
  });

  it.skipIf(!fs.existsSync(SYSTEMD_ANALYZE))(
    `systemd-analyze verify finds nothing wrong (skipped only when ${SYSTEMD_ANALYZE} is absent)`,
    () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'systemd-'));
      const file = path.join(dir, 'screenroom.service');
      fs.writeFileSync(file, unit);
      const checked = run(SYSTEMD_ANALYZE, ['verify', file]);
      expect(checked.code, checked.output).toBe(0);
      // It exits 0 on an unknown key or a bad value too, and names the file in its complaint.
      expect(checked.stderr.split('\n').filter((l) => l.includes(file))).toEqual([]);
    },
  );
});

/** The variable names in the first cell of each row of README's configuration table. */
function readmeTable(): { rows: string[][]; text: string } {
  const section = read('README.md').split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
  const lines = section.split('\n').filter((l) => l.startsWith('| `'));
  const rows = lines.map((l) =>
    [...l.split(' | ')[0]!.matchAll(/`([A-Z0-9_*]+)`/g)].map((m) => m[1]!),
  );
  return { rows, text: lines.join('\n') };
}

describe('the configuration variables', () => {
  const variables = Object.keys(configSchema.shape);
  const envExample = read('deploy/.env.example');
  const exampleNames = [...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
  // The web app receives its configuration as one object the server builds from the VITE_-named
  // variables (http/public-config.ts), so a VITE_ name is real when that builder reads it.
  const publicConfigSource = read('apps/server/src/http/public-config.ts');
  const webReads = (name: string) => publicConfigSource.includes(`'${name}'`);

  it('are each in README’s configuration table and in deploy/.env.example', () => {
    const { text } = readmeTable();
    expect(variables.filter((v) => !text.includes(`\`${v}\``))).toEqual([]);
    expect(variables.filter((v) => !exampleNames.includes(v))).toEqual([]);
  });

  it('are all the table and deploy/.env.example name: no stale row', () => {
    const named = readmeTable().rows.flat();
    const stale = (name: string) =>
      name !== 'VITE_*' &&
      !variables.includes(name) &&
      !(name.startsWith('VITE_') && webReads(name));
    expect(named.filter(stale)).toEqual([]);
    // compose.yaml's own variable is the one other name the example may set.
    expect(exampleNames.filter((n) => n !== 'POSTGRES_PASSWORD').filter(stale)).toEqual([]);
    expect(read('deploy/compose.yaml')).toContain('${POSTGRES_PASSWORD');
  });
});

describe('the production install', () => {
  it('holds no build or test tool: each is a devDependency', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { dev?: boolean; link?: boolean }>;
    };
    const production = Object.entries(lock.packages)
      .filter(([name, entry]) => name.includes('node_modules/') && !entry.dev && !entry.link)
      .map(([name]) => name.split('node_modules/').at(-1)!);
    const tools = ['tsx', 'vite', 'vitest', 'playwright-core', 'lighthouse', 'autocannon'];
    expect(production.filter((name) => tools.includes(name) || name === 'chrome-launcher')).toEqual(
      [],
    );
    expect(production.filter((name) => name === 'esbuild' || name === 'typescript')).toEqual([]);
  });
});

describe('DATA_DIR', () => {
  it('holds the SQLite database unless DATABASE_URL names one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/screenroom' }).DATABASE_URL).toBe(
      'file:/srv/screenroom/screenroom.sqlite',
    );
    // Relative to the folder the server starts in, as `./data` is by default.
    expect(loadConfig({}).DATA_DIR).toBe(path.resolve('data'));
    expect(loadConfig({}).DATABASE_URL).toBe(`file:${path.resolve('data', 'screenroom.sqlite')}`);
    expect(
      loadConfig({ DATA_DIR: '/srv/x', DATABASE_URL: 'file:/elsewhere/db.sqlite' }).DATABASE_URL,
    ).toBe('file:/elsewhere/db.sqlite');
  });
});
