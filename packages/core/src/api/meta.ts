// zod/mini, whose schemas carry no methods: the web app's first paint reads this module (its
// client asks the server's meta), and mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/** `GET /meta`: who this server is, as movie-web clients read it before registering. */
export const metaAnswerSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Clients show the watch-party controls only for 2.0.1 or later. */
  version: z.string(),
  hasCaptcha: z.boolean(),
  /** Absent when the server asks no captcha. */
  captchaClientKey: z.optional(z.string()),
  /** Our addition: a register page can say so before its last step fails. */
  registration: z.enum(['open', 'closed']),
});
export type MetaAnswer = z.infer<typeof metaAnswerSchema>;

/** `GET /readyz`: answered 503 with the same body when the server should get no traffic. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  databaseConnected: z.boolean(),
  /** Null without Redis. */
  redisConnected: z.nullable(z.boolean()),
});

/** `GET /healthcheck`, the movie-web clients' shape: 503 with the same body when unhealthy. */
export const healthcheckSchema = z.object({ healthy: z.boolean(), databaseConnected: z.boolean() });

/** The server itself: what it is, whether it is up, and this API's reference. */
export const metaRoutes = defineRoutes({
  meta: {
    method: 'GET',
    path: '/meta',
    summary: 'The server: name, version, captcha and whether registration is open',
    auth: 'public',
    answer: metaAnswerSchema,
  },
  livez: {
    method: 'GET',
    path: '/livez',
    summary: 'The process answers (nothing else is asked)',
    auth: 'public',
    answer: z.object({ alive: z.literal(true) }),
  },
  readyz: {
    method: 'GET',
    path: '/readyz',
    summary: 'Whether to send this instance traffic: 503 while draining or a dependency is down',
    auth: 'public',
    answer: readinessSchema,
  },
  healthcheck: {
    method: 'GET',
    path: '/healthcheck',
    summary: "The clients' health call: 503 when the database or Redis is down",
    auth: 'public',
    answer: healthcheckSchema,
  },
  openApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This reference: an OpenAPI 3.1 document of every route',
    auth: 'public',
    answer: z.looseObject({
      openapi: z.literal('3.1.0'),
      paths: z.record(z.string(), z.unknown()),
    }),
  },
});
