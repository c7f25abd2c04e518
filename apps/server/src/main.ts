import os from 'node:os';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { drainAndClose } from './health/drain.ts';
import { ServerLifecycle } from './health/lifecycle.ts';

/** Past the drain's own time limit, a close that hangs (a hook waiting forever) is cut short. */
const CLOSE_GRACE_MS = 5000;

async function main(): Promise<void> {
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
  const database = openDatabase(config.DATABASE_URL, databaseOptions(config));
  await migrateToLatest(database);
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
  console.log(`Screenroom is serving at http://${shown}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
