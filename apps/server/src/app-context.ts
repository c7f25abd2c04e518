import type { PublicConfig } from '@screenroom/core';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Infrastructure } from './infra/infrastructure.ts';

/** What every module's routes may use; built once in main.ts (or per test). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** What the web app is told at run time (written into its index.html), settled at build. */
  publicConfig: PublicConfig;
  /** Redis, the rate-limit store and shared caches, built once for every module. */
  infra: Infrastructure;
}
