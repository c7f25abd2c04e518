import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

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
  const app = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
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
