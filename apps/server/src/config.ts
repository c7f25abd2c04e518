import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isHttpUrl,
  parseAllowedHosts,
  parseCdnReplacements,
  parseDisallowedMedia,
} from '@screenroom/core';
import { z } from 'zod';
import { parseCorsOrigins, type CorsOrigins } from './http/cross-origin.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

/** Set by the release build (scripts/build.mjs); absent when the server runs from source. */
declare const __SCREENROOM_RELEASE__: boolean | undefined;
const inRelease = typeof __SCREENROOM_RELEASE__ !== 'undefined';

// The bundle runs from dist/server/main.js, the source from apps/server/src/config.ts: either way
// the files the server reads lie at known places from the top of the tree.
const here = path.dirname(fileURLToPath(import.meta.url));
const treeRoot = path.resolve(here, inRelease ? '../..' : '../../..');
const webDist = inRelease
  ? path.join(treeRoot, 'dist', 'web')
  : path.join(treeRoot, 'apps', 'web', 'dist');
const extensionDist = inRelease
  ? path.join(treeRoot, 'dist', 'extension')
  : path.join(treeRoot, 'apps', 'extension', 'dist');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** Runs the rule's own parser, so the server refuses at start what the web app could not read. */
function checkedBy(parse: (text: string) => unknown) {
  return (text: string, ctx: z.RefinementCtx) => {
    try {
      parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  };
}

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/**
 * Every environment variable the server reads, with its default. The README's configuration table
 * mirrors this schema; keep them together.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Where the server writes (the SQLite database unless DATABASE_URL says otherwise), so the
   * installed tree may be read-only. Relative to the folder the server is started in.
   */
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default('./data')
    .transform((v) => path.resolve(v)),
  /** Unset: SQLite in DATA_DIR (see loadConfig). */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^(file:|postgres(ql)?:\/\/)/.test(v) || v === ':memory:', {
      message: 'must be a file: path, :memory: or a postgres:// URL',
    }),
  /** PostgreSQL connections one instance opens at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** `unnamed` when DATABASE_URL is a pooler in transaction mode (PgBouncer before 1.21). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['named', 'unnamed']).default('named'),
  /** How long a stopping server lets requests in progress finish before closing them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  REDIS_URL: optionalUrl,
  /** Starts every Redis key and channel of the watch party, so deployments can share a Redis. */
  REDIS_KEY_PREFIX: z.string().default('screenroom:'),
  TMDB_API_KEY: optionalString,
  TMDB_API_URL: z.url().default('https://api.themoviedb.org/3'),
  TMDB_API_FALLBACK_URL: z.url().default('https://api.tmdb.org/3'),
  TMDB_IMAGE_URL: z.url().default('https://image.tmdb.org/t/p'),
  MEDIA_DIR: optionalString,
  /** Rescan the media folders soon after a file in them is added, renamed or removed. */
  LIBRARY_WATCH: z.enum(['on', 'off']).default('on'),
  /** Seconds between full rescans that catch what watching missed (network shares); 0 turns it off. */
  LIBRARY_RESCAN_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * `public`: anyone may play the library and use the sources, proxy, subtitles and ratings;
   * `accounts`: only a signed-in session may, and media elements get links signed for it.
   */
  ACCESS: z.enum(['public', 'accounts']).default('public'),
  /** `closed` refuses new accounts; existing ones still log in. */
  REGISTRATION: z.enum(['open', 'closed']).default('open'),
  DEMO_MEDIA_DIR: z.string().default(path.join(treeRoot, 'media', 'demo')),
  WEB_DIST: z.string().default(webDist),
  /** The built browser extension, offered as a zip on the onboarding page when it is there. */
  EXTENSION_DIST: z.string().default(extensionDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVER_NAME: z.string().default('Screenroom'),
  SERVER_DESCRIPTION: z.string().default('A self-hosted Screenroom server.'),
  TOKEN_SECRET: optionalString,
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_CLIENT_KEY: optionalString,
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ADMIN_PUBLIC_KEYS: optionalString,
  OPENSUBTITLES_API_KEY: optionalString,
  OPENSUBTITLES_API_URL: z.url().default('https://api.opensubtitles.com/api/v1'),
  INTRO_SKIP_URL: optionalUrl,
  /** The operator's OMDb key: film ratings in the details window; off without it. */
  OMDB_API_KEY: optionalString,
  OMDB_API_URL: z.url().default('https://www.omdbapi.com/'),
  /** The operator's lists service, answering `GET` with the `GET /letterboxd` shape. */
  LISTS_URL: optionalUrl,
  /** The Internet Archive's API origin for the archive source; set to empty to turn it off. */
  ARCHIVE_URL: z
    .string()
    .trim()
    .default('https://archive.org')
    .refine((v) => v === '' || isHttpUrl(v), { message: 'must be an http(s) URL, or empty' }),
  /** Stremio addon manifest URLs, comma-separated: the operator's choice, never the viewer's. */
  STREMIO_ADDONS: z
    .string()
    .default('')
    .transform(commaList)
    .refine((urls) => urls.every(isHttpUrl), { message: 'must list http(s) manifest URLs' }),
  /** `host-suffix:replacement-host` pairs, comma-separated, applied to stream URLs. */
  CDN_REPLACEMENTS: z.string().default('').superRefine(checkedBy(parseCdnReplacements)),
  /** Titles taken down, comma-separated (`movie-123,tv-456`): "Media has been removed". */
  DISALLOWED_IDS: z.string().default('').superRefine(checkedBy(parseDisallowedMedia)),
  /** The web app's own VITE_ names for the two, passed to it when the above are unset. */
  VITE_CDN_REPLACEMENTS: z.string().superRefine(checkedBy(parseCdnReplacements)).optional(),
  VITE_DISALLOWED_IDS: z.string().superRefine(checkedBy(parseDisallowedMedia)).optional(),
  /**
   * Hosts general proxy tokens open besides the sources' own (the archive, the addons),
   * comma-separated `host` or `host:port`; they may be private addresses.
   */
  PROXY_ALLOWED_HOSTS: z.string().default('').superRefine(checkedBy(parseAllowedHosts)),
  /**
   * For a private deployment: general proxy tokens open every public host, not only the sources'
   * and PROXY_ALLOWED_HOSTS. Addresses are still checked and tokens still bound to their client.
   */
  PROXY_OPEN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Proxied requests one client (an address, or an IPv6 /64) may have open at once; then 429. */
  PROXY_MAX_PER_CLIENT: z.coerce.number().int().positive().default(16),
  /** Proxied requests the whole process may have open at once; then 503. */
  PROXY_MAX_CONCURRENT: z.coerce.number().int().positive().default(512),
  /** How long a client that stopped reading (a paused video) may hold a proxied stream open. */
  PROXY_IDLE_MS: z.coerce.number().int().positive().default(60_000),
  /** Ports the proxy may reach besides 80 and 443, comma-separated. */
  PROXY_ALLOWED_PORTS: z
    .string()
    .default('')
    .transform((v) => commaList(v).map(Number))
    .refine((ports) => ports.every((p) => Number.isInteger(p) && p >= 1 && p <= 65535), {
      message: 'must list port numbers (1-65535), comma-separated',
    }),
  /** The most one proxied answer may carry; a longer one is cut off (4 GiB). */
  PROXY_MAX_BYTES: z.coerce.number().int().positive().default(4_294_967_296),
  /** How long the proxy waits for an answer's headers, or for the next bytes of its body. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The longest one proxied request may last, streaming included (4 hours, a long film). */
  PROXY_MAX_DURATION_MS: z.coerce.number().int().positive().default(14_400_000),
  /** Proxied requests per client address per minute (HLS asks once per segment). */
  PROXY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /**
   * The bearer token `GET /metrics` answers to; unset, metrics are off. Long enough that guessing
   * it is hopeless, since the route counts no failed attempts.
   */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /**
   * Sites whose pages may call the account, sync, meta and watch-party routes (a movie-web client
   * hosted elsewhere): comma-separated origins, or `*` for any site; empty, none may.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx): CorsOrigins => {
      try {
        return parseCorsOrigins(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Who may name the client in X-Forwarded-For: false, a hop count, or the proxies' addresses. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx): TrustProxy => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DATABASE_URL'> & { DATABASE_URL: string };

export class ConfigError extends Error {}

/**
 * The browser needs the site key to get a token and the server the secret to check it: with only
 * one, registration would refuse every visitor, so the server refuses to start instead.
 */
function captchaPairProblem(config: Config): string | null {
  const hasSecret = config.CAPTCHA_SECRET !== undefined;
  if (hasSecret === (config.CAPTCHA_CLIENT_KEY !== undefined)) return null;
  const [missing, present] = hasSecret
    ? ['CAPTCHA_CLIENT_KEY', 'CAPTCHA_SECRET']
    : ['CAPTCHA_SECRET', 'CAPTCHA_CLIENT_KEY'];
  return `${missing}: must be set together with ${present} (the reCAPTCHA v3 site key and secret key pair)`;
}

/** Reads the configuration, failing with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config: Config = {
    ...result.data,
    DATABASE_URL:
      result.data.DATABASE_URL ?? `file:${path.join(result.data.DATA_DIR, 'screenroom.sqlite')}`,
  };
  const captchaProblem = captchaPairProblem(config);
  if (captchaProblem) throw new ConfigError(`Invalid configuration:\n  ${captchaProblem}`);
  return config;
}
