import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, untilAnswering } from './processes.ts';

/** Debian's nginx (`apt-get install nginx`); NGINX_BIN names another. */
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** The header the test proxy adds to every answer: which instance served it. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export interface NginxOptions {
  /** The server instances behind it, as `host:port`, taken in turn. */
  upstreams: string[];
  /** The addresses it listens on, all on one free port (default 127.0.0.1 alone). */
  listen?: string[];
}

export interface RunningNginx {
  port: number;
  /** On the first address it listens on. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The proxy an operator puts in front, as the README's recipe has it: round robin over the
 * instances, WebSocket upgrades passed through, the client's address appended to
 * X-Forwarded-For, and a refused connection retried on another instance. Every path nginx writes
 * lies in `dir`, so it runs without root and leaves nothing behind.
 */
function nginxConfig(dir: string, port: number, options: NginxOptions): string {
  const listen = options.listen ?? ['127.0.0.1'];
  return `worker_processes 1;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream screenroom {
${options.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
${listen.map((address) => `    listen ${address.includes(':') ? `[${address}]` : address}:${port};`).join('\n')}
    location / {
      proxy_pass http://screenroom;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout;
      # A party socket is quiet between reports; the default 60 s would cut idle guests.
      proxy_read_timeout 1h;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in front of `upstreams`; resolves once it answers `/healthcheck` through them. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: install Debian's nginx package (apt-get install nginx), as .ci/run does`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-nginx-'));
  // Under root nginx's workers run as nobody and must reach their temp folders in here.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, options));
  const child = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-e',
      `${dir}/error.log`,
      '-c',
      `${dir}/nginx.conf`,
      '-g',
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const first = (options.listen ?? ['127.0.0.1'])[0]!;
  const baseUrl = `http://${first.includes(':') ? `[${first}]` : first}:${port}`;
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilAnswering(child, `${baseUrl}/healthcheck`, 10_000);
  } catch (error) {
    const logFile = path.join(dir, 'error.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no error log)';
    await stop();
    throw new Error(`nginx did not start: ${String(error)}\n${log}`);
  }
  return { port, baseUrl, stop };
}
