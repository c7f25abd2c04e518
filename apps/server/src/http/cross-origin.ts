import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * `*` (any site), or the exact origins allowed, each in the form browsers send in `Origin`
 * (`https://app.example`, no path, default port left out).
 */
export type CorsOrigins = '*' | string[];

/** Reads CORS_ORIGINS: comma-separated origins, or `*` for any site. Throws on anything else. */
export function parseCorsOrigins(text: string): CorsOrigins {
  const entries = text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (entries.includes('*')) {
    if (entries.length > 1) throw new Error('`*` allows every site: list nothing beside it');
    return '*';
  }
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${entry} is not an origin such as https://app.example`);
    }
    const bare = url.pathname === '/' && url.search === '' && url.hash === '';
    if (!/^https?:$/.test(url.protocol) || !bare || url.username !== '' || url.password !== '') {
      throw new Error(`${entry} is not an origin such as https://app.example (no path)`);
    }
    return url.origin;
  });
}

/**
 * The routes another site's client may call: the account, sync, meta and watch-party calls of
 * the shared backend contract, and the provider reports that client sends. Media, the proxy and
 * the web app itself stay same-site only.
 */
const CROSS_SITE_PATH = /^\/(auth|users|sessions|meta|api\/player|metrics\/providers)(\/|$|\?)/;

export function isCrossSitePath(url: string): boolean {
  return CROSS_SITE_PATH.test(url);
}

/** Preflight answers are kept this long by the browser (Chromium keeps them at most 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Lets the listed sites call the cross-site routes from their pages: their preflights are answered
 * before any route's hooks (so no session check ever refuses one), and answers carry
 * Access-Control-Allow-Origin for an allowed origin only. Never Allow-Credentials: a session
 * travels as a bearer header, not a cookie. With no origins listed nothing is registered, so no
 * answer carries CORS headers and OPTIONS stays unrouted.
 */
export async function registerCrossOrigin(
  app: FastifyInstance,
  origins: CorsOrigins,
): Promise<void> {
  if (origins !== '*' && origins.length === 0) return;
  const allowed = {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    strictPreflight: true,
  };
  const refused = { origin: false } as const;
  await app.register(fastifyCors, {
    // The delegator sees the request, so the choice is made by path; a preflight's route is the
    // plugin's catch-all OPTIONS route, whose own path says nothing.
    delegator: (request: FastifyRequest) =>
      Promise.resolve(isCrossSitePath(request.url) ? allowed : refused),
  });
}
