import {
  routePath,
  type RouteAnswer,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteSpec,
} from '@screenroom/core';
import { safeParse } from 'zod/mini';
import { appConfig } from '../config.ts';
import {
  BackendError,
  backendRequest,
  type BackendRequestOptions,
  type Method,
} from './backend.ts';
import { serverSessionToken } from './server-access.ts';

/** An entry of one of core's route tables that the app calls: one method, answered over HTTP. */
export type CallableRoute = RouteSpec & { method: Method; websocket?: undefined };

/** A part the entry states is required; one it does not state cannot be sent. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call sends: the entry's parameters, query and body, each required when it has one. */
export type ApiCallInput<R extends CallableRoute> = Part<'params', RouteParamsInput<R>> &
  Part<'query', RouteQueryInput<R>> &
  Part<'body', RouteBodyInput<R>>;

/** The entry's JSON answer; the text of an answer that is not JSON. */
export type ApiAnswer<R extends CallableRoute> = undefined extends R['answer']
  ? string
  : RouteAnswer<R>;

export interface ApiCallOptions extends BackendRequestOptions {
  /** Our server unless told otherwise (an account's chosen backend, or '' for the page's origin). */
  backendUrl?: string;
  /**
   * The bearer token. Without one, a route that asks for a session under ACCESS=accounts sends
   * the signed-in viewer's, when there is one.
   */
  token?: string;
  headers?: Record<string, string>;
  cache?: RequestCache;
  /** How many times a 500 answer is asked again (a service behind our server that stumbled). */
  retries?: number;
  /**
   * False for a server that may be an existing movie-web backend rather than ours, whose answers
   * the caller reads tolerantly itself: the answer then comes as sent, unchecked.
   */
  check?: boolean;
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * One call of our server's API by its entry in core's tables: the path, query and body from the
 * entry's schemas, the token, retries, and every failure as a `BackendError` (status 0 when the
 * network failed; the answer's own status when it is not the entry's shape). A JSON answer is
 * checked against the entry's schema; any other answer is its text.
 */
export async function callApi<R extends CallableRoute>(
  route: R,
  input: ApiCallInput<R>,
  options?: ApiCallOptions & { check?: true },
): Promise<ApiAnswer<R>>;
export async function callApi<R extends CallableRoute>(
  route: R,
  input: ApiCallInput<R>,
  options: ApiCallOptions & { check: false },
): Promise<unknown>;
export async function callApi<R extends CallableRoute>(
  route: R,
  input: ApiCallInput<R>,
  options: ApiCallOptions = {},
): Promise<unknown> {
  const { params, query, body } = input as { params?: object; query?: unknown; body?: unknown };
  const path =
    routePath(route.path, params as Record<string, string | number>) + queryString(query);
  const token = options.token ?? (route.auth === 'access' ? serverSessionToken() : undefined);
  const { backendUrl = appConfig.backendUrl, retries = 0, check = true, ...call } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await backendRequest(backendUrl, route.method, path, {
        ...call,
        ...(body !== undefined && { body }),
        ...(token && { token }),
        ...(!route.answer && { text: true }),
      });
      if (!route.answer || !check) return answer;
      const parsed = safeParse(route.answer, answer);
      if (!parsed.success) {
        throw new BackendError(
          200,
          `The server answered ${route.method} ${route.path} in a form the app does not understand`,
        );
      }
      return parsed.data;
    } catch (error) {
      if (error instanceof BackendError && error.status === 500 && attempt < retries) continue;
      throw error;
    }
  }
}
