import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, hasExited, startProcess, stopProcess, waitUntil } from './processes.ts';

const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface Pooler {
  /** `url` with its host and port replaced by the pooler's. */
  through(url: string): string;
  stop(): Promise<void>;
}

/**
 * Debian's PgBouncer in transaction mode in front of the test PostgreSQL, on a free loopback
 * port: each transaction gets whichever of its two server connections is free, as a pooler in
 * front of many instances does.
 */
export async function startPgBouncer(postgresUrl: string): Promise<Pooler> {
  const upstream = new URL(postgresUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-pgbouncer-'));
  const port = await freePort();
  const config = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    config,
    `[databases]
* = host=${upstream.hostname} port=${upstream.port || 5432} user=${decodeURIComponent(upstream.username || 'postgres')}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
default_pool_size = 2
`,
  );
  // PgBouncer refuses to run as root; it reads its configuration before taking the other user.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(config, 0o644);
  const asUser = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const { child, output } = startProcess(PGBOUNCER, [...asUser, config], {});
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.once('connect', () => {
            socket.end();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
      10_000,
      'pgbouncer listening',
      () => (hasExited(child) ? `pgbouncer exited: ${output()}` : null),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    through(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    stop,
  };
}
