/**
 * Runtime configuration: the server writes one JSON object into the page as
 * `window.__SCREENROOM_CONFIG__` (its shape is core's publicConfigSchema), so one build serves
 * every deployment. It is parsed here once; a page without it, as the Vite dev server serves,
 * starts with every default.
 */
import { publicConfigSchema, type DisallowedMedia, type PublicConfig } from '@screenroom/core';

/** Set by the build (vite.config.ts). */
declare const __APP_VERSION__: string;

declare global {
  interface Window {
    __SCREENROOM_CONFIG__?: unknown;
  }
}

export type AppConfig = Omit<PublicConfig, 'disallowedMedia'> & {
  /** Titles the operator took down, as a set for the player's check. */
  disallowedMedia: DisallowedMedia;
  version: string;
};

/**
 * Pure: the web app's configuration from what the page wrote. A value of the wrong shape is a
 * server and app out of step; it is reported and the defaults apply, so the app still starts.
 */
export function readPublicConfig(written: unknown): Omit<AppConfig, 'version'> {
  const parsed = publicConfigSchema.safeParse(written ?? {});
  if (!parsed.success) {
    console.error('The page carries a configuration this app cannot read', parsed.error.issues);
  }
  const config = parsed.success ? parsed.data : publicConfigSchema.parse({});
  return { ...config, disallowedMedia: new Set(config.disallowedMedia) };
}

export const appConfig: Readonly<AppConfig> = {
  ...readPublicConfig((globalThis as { __SCREENROOM_CONFIG__?: unknown }).__SCREENROOM_CONFIG__),
  version: __APP_VERSION__,
};
