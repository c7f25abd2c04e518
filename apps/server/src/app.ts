import Fastify, { type FastifyInstance } from 'fastify';
import { webRuntimeConfig, type Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { errorHandler } from './http/errors.ts';
import { registerWebApp } from './http/web-app.ts';

/** What every module's routes may use; built once in main.ts (or per test). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** The VITE_-prefixed variables handed to the web app at run time (DECISIONS.md §8). */
  webConfig: Record<string, string>;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  webConfig?: Record<string, string>;
  /** Tests leave the web app out. */
  serveWebApp?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    config: options.config,
    database: options.database,
    webConfig: options.webConfig ?? webRuntimeConfig(),
  };
  const app = Fastify({
    logger: options.config.LOG_LEVEL === 'silent' ? false : { level: options.config.LOG_LEVEL },
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Auth bodies and tokens must never reach the logs.
    disableRequestLogging: true,
  });
  app.setErrorHandler(errorHandler);

  // Modules register here, each with the shared context.

  await registerWebApp(
    app,
    options.serveWebApp === false ? '' : ctx.config.WEB_DIST,
    ctx.webConfig,
  );
  return app;
}
