import { publicConfigSchema, type PublicConfig } from '@screenroom/core';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { withAccessMode } from './accounts/access-guard.ts';
import { registerAccounts } from './accounts/accounts.module.ts';
import { registerApiReferenceRoutes } from './api-reference/api-reference.routes.ts';
import type { AppContext } from './app-context.ts';
import { registerCatalog } from './catalog/catalog.module.ts';
import { registerEcho } from './echo/echo.routes.ts';
import { registerExtensionDownload } from './extension-download/extension-download.module.ts';
import { registerIntroSkip } from './intro-skip/intro-skip.module.ts';
import { registerLibrary } from './library/library.module.ts';
import { registerAvailability } from './availability/availability.module.ts';
import { registerLists } from './lists/lists.module.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createInfrastructure, type Infrastructure } from './infra/infrastructure.ts';
import { registerHealth } from './health/health.module.ts';
import { ServerLifecycle } from './health/lifecycle.ts';
import { errorHandler } from './http/errors.ts';
import { operatorPublicConfig } from './http/public-config.ts';
import { registerCrossOrigin } from './http/cross-origin.ts';
import { acceptEmptyJsonBodies } from './http/empty-json-body.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerMetaRoutes } from './meta/meta.routes.ts';
import { registerMetrics } from './metrics/metrics.routes.ts';
import { registerProxy } from './proxy/proxy.module.ts';
import type { Resolver } from './proxy/safe-request.ts';
import { registerScrape, withScrapeConfig } from './scrape/scrape.module.ts';
import { registerRatings, withRatingsFlag } from './ratings/ratings.module.ts';
import { registerSubtitles, withOnlineSubtitlesFlag } from './subtitles/subtitles.module.ts';
import { registerWatchParty } from './watch-party/watch-party.module.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /**
   * What the operator tells the web app; read from the VITE_-named environment when absent.
   * Fields left out take their defaults.
   */
  publicConfig?: Partial<PublicConfig>;
  /** Tests leave the web app out. */
  serveWebApp?: boolean;
  /** Resolves the names the proxy is asked for; tests map their names to loopback addresses. */
  resolver?: Resolver;
  /** Shared infrastructure; built from the configuration (and closed with the app) when absent. */
  infra?: Infrastructure;
  /** Readiness and the drain at shutdown (main.ts keeps it to drain); one of its own when absent. */
  lifecycle?: ServerLifecycle;
  /** Told of every route as it is registered (the test holding the API tables to the routes). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const infra = options.infra ?? createInfrastructure(options.config);
  const ctx: AppContext = {
    config: options.config,
    database: options.database,
    infra,
    publicConfig: settledPublicConfig(options),
  };
  const app = Fastify({
    logger: options.config.LOG_LEVEL === 'silent' ? false : { level: options.config.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(options.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // No per-request lines: auth bodies and tokens must never reach the logs, and media
    // segments would drown everything else.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setErrorHandler(errorHandler);
  acceptEmptyJsonBodies(app);
  // Before any route, so every answer carries them.
  registerSecurityHeaders(app);
  // Before every module too: its hook answers preflights ahead of any route's session checks.
  await registerCrossOrigin(app, options.config.CORS_ORIGINS);
  // Last of the close hooks (Fastify runs them in reverse order), once no module needs it.
  if (!options.infra) app.addHook('onClose', () => infra.close());

  // Modules register here, each with the shared context.
  registerMetrics(app, ctx);
  registerMetaRoutes(app, ctx);
  registerApiReferenceRoutes(app);
  registerHealth(app, ctx, options.lifecycle ?? new ServerLifecycle());
  await registerAccounts(app, ctx);
  await registerWatchParty(app, ctx);
  const catalog = await registerCatalog(app, ctx);
  const library = await registerLibrary(app, ctx);
  registerSubtitles(app, ctx);
  registerIntroSkip(app, ctx);
  await registerProxy(app, ctx, { resolver: options.resolver });
  const scrape = registerScrape(app, ctx, { resolver: options.resolver });
  registerAvailability(app, ctx, { library, catalog, scrape });
  registerRatings(app, ctx);
  registerLists(app, ctx);
  registerEcho(app);
  registerExtensionDownload(app, ctx);

  await registerWebApp(
    app,
    options.serveWebApp === false ? '' : ctx.config.WEB_DIST,
    ctx.publicConfig,
    ctx.config,
  );
  return app;
}

/**
 * The web app's configuration, once: the operator's, with what the server decides from its own
 * configuration written over it by each module. Parsed again so every module's change is held to
 * the contract and the page's JSON keeps the contract's field order.
 */
function settledPublicConfig(options: BuildAppOptions): PublicConfig {
  const { config } = options;
  const operator = publicConfigSchema.parse(options.publicConfig ?? operatorPublicConfig());
  const adjustments = [withAccessMode, withOnlineSubtitlesFlag, withRatingsFlag, withScrapeConfig];
  return publicConfigSchema.parse(
    adjustments.reduce((publicConfig, adjust) => adjust(publicConfig, config), operator),
  );
}
