import { proxyTokenAnswerSchema, type ProxyTokenAnswer } from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

export interface ProxiedRequest {
  method: string;
  destination: string | null;
  /** The token from the header, else from the query. */
  token: string | null;
  headers: Headers;
}

export interface OwnProxyFake {
  /** The token requests, in order, with their `destination` query (null for a general token). */
  tokenRequests: (string | null)[];
  proxied: ProxiedRequest[];
}

/**
 * Our server's proxy at the page's origin as the web app sees it: `GET /proxy/token` answers in
 * core's token shape (checked, so the fake cannot answer what the server would not), numbered
 * `t1`, `t2`, … valid for `lifetimeMs` by `serverNow`; `/proxy/?destination=` refuses a missing
 * or unknown token with 403 and otherwise answers `answer(destination)` with X-Final-Destination,
 * as the server does.
 */
export function serveOwnProxy(
  options: {
    lifetimeMs?: number;
    serverNow?: () => number;
    answer?: (destination: string, request: Request) => Response;
  } = {},
): OwnProxyFake {
  const fake: OwnProxyFake = { tokenRequests: [], proxied: [] };
  const issued = new Set<string>();
  const serverNow = options.serverNow ?? Date.now;
  const base = new URL('/proxy/', location.href).href;
  server.use(
    http.get(`${base}token`, ({ request }) => {
      const destination = new URL(request.url).searchParams.get('destination');
      fake.tokenRequests.push(destination);
      const token = `t${fake.tokenRequests.length}${destination ? '-bound' : ''}`;
      issued.add(token);
      const now = serverNow();
      const answer: ProxyTokenAnswer = proxyTokenAnswerSchema.parse({
        token,
        expiresAt: now + (options.lifetimeMs ?? 15 * 60 * 1000),
      });
      return HttpResponse.json(answer, { headers: { date: new Date(now).toUTCString() } });
    }),
    http.all(base, ({ request }) => {
      const url = new URL(request.url);
      const destination = url.searchParams.get('destination');
      const token =
        request.headers.get('x-screenroom-proxy-token') ?? url.searchParams.get('token');
      fake.proxied.push({ method: request.method, destination, token, headers: request.headers });
      if (!token || !issued.has(token)) {
        return HttpResponse.json(
          { errorType: 'message', message: 'The proxy token is not valid' },
          { status: 403 },
        );
      }
      const answer =
        options.answer?.(destination ?? '', request) ?? HttpResponse.json({ ok: true });
      answer.headers.set('x-final-destination', destination ?? '');
      return answer;
    }),
  );
  return fake;
}
