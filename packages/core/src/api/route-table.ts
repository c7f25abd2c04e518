// zod's core types, which classic and mini schemas share: the tables hold both (the modules the
// web app's first paint reads are written with zod/mini), so readers parse with zod's functions.
import type { $ZodType, input, output } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call a route:
 * - `public`: anyone.
 * - `access`: anyone under ACCESS=public; a signed-in session (`Authorization: Bearer {token}`)
 *   under ACCESS=accounts, since the route hands out media or spends the operator's resources.
 * - `user`: the bearer token's own user only (the routes under `/users/:userId` check that the
 *   token is that user's).
 * - `admin`: a session of a user whose key the operator made an admin.
 * - `metrics`: `Authorization: Bearer {METRICS_TOKEN}`.
 * - `proxy-token`: a token from `GET /proxy/token`, in a header or the `token` query parameter.
 * - `party-keys`: the watch party's host or member key, in headers or the body.
 */
export type RouteAuth =
  'public' | 'access' | 'user' | 'admin' | 'metrics' | 'proxy-token' | 'party-keys';

/**
 * One route of our server's HTTP API: what it takes and what it answers. The server registers the
 * route from this entry, the API reference is generated from every entry, and the web app calls
 * the route through it, so the shapes are written once.
 */
export interface RouteSpec {
  /** Several methods only where one handler serves them all (the proxy's relay). */
  method: HttpMethod | readonly HttpMethod[];
  /** As Fastify writes it: `:name` parameters, and `*` for the rest of the path. */
  path: string;
  summary: string;
  auth: RouteAuth;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The JSON answer of success; absent where the answer is not JSON (`produces` says what). */
  answer?: $ZodType;
  /** The success status when it is not 200. */
  status?: number;
  /** The content type of a success that is not JSON: a file, text, a stream of lines. */
  produces?: string;
  /** A WebSocket upgrade rather than an HTTP answer. */
  websocket?: true;
}

/** One area's routes by name; the names are what the server and the web app refer to them by. */
export type RouteTable = Record<string, RouteSpec>;

/** Keeps each entry's own schema types, so a handler's and a caller's types come from them. */
export function defineRoutes<const T extends RouteTable>(routes: T): T {
  return routes;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;
type Sent<S> = S extends $ZodType ? input<S> : undefined;

/** A route's parsed parameters, query and body, as the server's handler reads them. */
export type RouteParams<R extends RouteSpec> = Parsed<R['params']>;
export type RouteQuery<R extends RouteSpec> = Parsed<R['query']>;
export type RouteBody<R extends RouteSpec> = Parsed<R['body']>;

/** What a client sends: the schemas' input side (before coercions and defaults). */
export type RouteParamsInput<R extends RouteSpec> = Sent<R['params']>;
export type RouteQueryInput<R extends RouteSpec> = Sent<R['query']>;
export type RouteBodyInput<R extends RouteSpec> = Sent<R['body']>;

/** The success answer as sent. */
export type RouteAnswer<R extends RouteSpec> = R['answer'] extends $ZodType
  ? output<R['answer']>
  : unknown;

/** The methods of an entry, one or several. */
export function routeMethods(route: RouteSpec): readonly HttpMethod[] {
  return typeof route.method === 'string' ? [route.method] : route.method;
}

/** `/users/:userId` with `{ userId: 'a b' }` is `/users/a%20b`. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
