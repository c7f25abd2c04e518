import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { BackupError, backupDatabase, restoreDatabase } from './db/backup.ts';
import { databaseOptions, openDatabase } from './db/database.ts';
import { announceInstance } from './db/instance-presence.ts';
import { migrateToLatest } from './db/migrate.ts';
import { drainAndClose } from './health/drain.ts';
import { ServerLifecycle } from './health/lifecycle.ts';
import { startupSummary } from './startup-summary.ts';

/** Past the drain's own time limit, a close that hangs (a hook waiting forever) is cut short. */
const CLOSE_GRACE_MS = 5000;

const usage = `Usage: main.ts                serve (the default)
       main.ts backup FILE    write a backup of DATABASE_URL's database to FILE
       main.ts restore FILE   replace DATABASE_URL's database with the backup in FILE
                              (stop every server that uses it first)`;

async function serve(config: Config): Promise<void> {
  const database = openDatabase(config.DATABASE_URL, databaseOptions(config));
  await migrateToLatest(database);
  const presence = await announceInstance(database);
  const lifecycle = new ServerLifecycle();
  const app = await buildApp({ config, database, lifecycle });

  const stop = (signal: NodeJS.Signals) => {
    // A second signal means now: the operator will not wait for the drain.
    for (const next of ['SIGINT', 'SIGTERM'] as const) {
      process.removeListener(next, stop);
      process.once(next, () => process.exit(128 + os.constants.signals[next]));
    }
    const timeoutMs = config.SHUTDOWN_TIMEOUT_MS;
    app.log.info(
      `${signal}: draining ${lifecycle.openRequests} open requests for up to ${timeoutMs} ms`,
    );
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${timeoutMs + CLOSE_GRACE_MS} ms; exiting`);
      process.exit(1);
    }, timeoutMs + CLOSE_GRACE_MS).unref();
    drainAndClose(app, lifecycle, timeoutMs)
      .then(async (outcome) => {
        if (outcome === 'timed-out') app.log.warn('Drain timed out; open streams were closed');
        await presence.stop();
        await database.destroy();
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.PORT, host: config.HOST });
  // With PORT=0 the system picks a free port: report the one bound, which is how the browser
  // tests and benchmarks learn where to connect.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shown = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(startupSummary(config, `http://${shown}:${port}`));
}

/** `backup FILE` and `restore FILE`, on the database DATABASE_URL names. */
async function databaseCommand(command: 'backup' | 'restore', file: string, config: Config) {
  // `npm run backup -- FILE` runs in the repository's root; FILE is meant from where npm was run.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const run = command === 'backup' ? backupDatabase : restoreDatabase;
    console.log(await run(config.DATABASE_URL, target));
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`${command} failed: ${error.message}`);
    process.exit(1);
  }
}

async function main(args: string[]): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const [command, file, ...rest] = args;
  if (command === undefined) return serve(config);
  if ((command === 'backup' || command === 'restore') && file && rest.length === 0) {
    return databaseCommand(command, file, config);
  }
  console.error(usage);
  process.exit(2);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
