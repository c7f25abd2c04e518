// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/**
 * Our server's proxy (`/proxy/?destination=…`) takes only requests carrying a token it issued, so
 * it is no open relay. The web app asks GET /proxy/token for one and sends it in this header, or
 * as the `token` query parameter where it cannot set headers (media elements, HLS segment URLs).
 */
export const PROXY_TOKEN_HEADER = 'X-Screenroom-Proxy-Token';
export const PROXY_TOKEN_QUERY = 'token';

/**
 * The answer of GET /proxy/token. Without a query the token opens any destination for a few
 * minutes; with `?destination=` it opens only that URL, for as long as a film plays, so a media
 * element can keep seeking through it.
 */
export const proxyTokenAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** When the token stops working, in milliseconds since the epoch. */
  expiresAt: z.int().check(z.positive()),
});

export type ProxyTokenAnswer = z.infer<typeof proxyTokenAnswerSchema>;

/** `GET /proxy/token`: with a destination, a token for that URL only. */
export const proxyTokenQuerySchema = z.object({
  destination: z.optional(z.url({ error: 'destination must be an absolute URL' })),
});

/** What the proxy relays. */
export const proxyQuerySchema = z.object({
  destination: z
    .string({ error: 'The destination query parameter is required' })
    .check(z.minLength(1, { error: 'The destination query parameter is required' })),
  [PROXY_TOKEN_QUERY]: z.optional(z.string()),
});

const relay = {
  method: ['GET', 'HEAD'],
  summary: "Relays a read of the destination, with the destination's status, headers and body",
  auth: 'proxy-token',
  query: proxyQuerySchema,
  produces: '*/*',
} as const;
const preflight = {
  method: 'OPTIONS',
  summary: 'Answers the CORS preflight: 204',
  auth: 'public',
  status: 204,
} as const;
const refused = {
  method: ['POST', 'PUT', 'PATCH', 'DELETE'],
  summary: 'Refused: 405, the proxy relays GET and HEAD only',
  auth: 'public',
} as const;

/**
 * The proxy, at `/proxy` and at `/proxy/` (the proxy workers' form, so their clients work), and
 * its tokens.
 */
export const proxyRoutes = defineRoutes({
  token: {
    method: 'GET',
    path: '/proxy/token',
    summary: "A proxy token for this server's own web app; never cached",
    auth: 'access',
    query: proxyTokenQuerySchema,
    answer: proxyTokenAnswerSchema,
  },
  relay: { ...relay, path: '/proxy' },
  relayWorkerForm: { ...relay, path: '/proxy/' },
  preflight: { ...preflight, path: '/proxy' },
  preflightWorkerForm: { ...preflight, path: '/proxy/' },
  refused: { ...refused, path: '/proxy' },
  refusedWorkerForm: { ...refused, path: '/proxy/' },
});
