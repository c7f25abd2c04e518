import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { refusedBody } from './backend-request-bodies.ts';
import { server } from './msw-server.ts';
import { syncAnswer } from './sync-answers.ts';

export interface SentRequest {
  method: string;
  path: string;
  /** Filled in once the server has read the request; `read()` waits for that. */
  body: unknown;
  bodyBytes: number;
  authorization: string | null;
  keepalive: boolean;
  /** The request's signal, to tell whether the app aborted it. */
  signal: AbortSignal;
  /** How many earlier requests were still waiting for their answer when this one went out. */
  unansweredBefore: number;
}

type Mode = 'up' | 'down' | 'hold';

/**
 * A sync server on the network that records every request and can be up, down (no answer at
 * all, as with a dropped network) or holding its answers until released. A held request fails
 * with an AbortError once its signal is aborted, as a real fetch does. Every body is checked
 * against the server's own schemas; one that does not fit gets the server's 400. A change is
 * confirmed with the answer the real server sends for it; other routes answer `{}`.
 *
 * A request is recorded the moment the page makes it, so a test can tell that it left during an
 * event (as a page-hide send must); its body arrives a little later, as over a network.
 */
export function startSyncServer() {
  const sent: SentRequest[] = [];
  const byId = new Map<string, SentRequest>();
  const reading: Promise<void>[] = [];
  const held: { path: string; release: () => void }[] = [];
  const unanswered = new Set<SentRequest>();
  let mode: Mode = 'up';
  const answers = new Map<string, () => Response>();
  const encoder = new TextEncoder();

  server.events.on('request:start', ({ request, requestId }) => {
    const entry: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: undefined,
      bodyBytes: 0,
      authorization: request.headers.get('authorization'),
      keepalive: request.keepalive,
      signal: request.signal,
      unansweredBefore: unanswered.size,
    };
    sent.push(entry);
    unanswered.add(entry);
    request.signal.addEventListener('abort', () => unanswered.delete(entry));
    byId.set(requestId, entry);
  });

  server.use(
    http.all('*', async ({ request, requestId }) => {
      const entry = byId.get(requestId)!;
      const read = request.text();
      reading.push(read.then(() => undefined));
      const text = await read;
      entry.body = text === '' ? undefined : (JSON.parse(text) as unknown);
      entry.bodyBytes = encoder.encode(text).length;
      const answer = () => {
        unanswered.delete(entry);
        return (
          answers.get(`${entry.method} ${entry.path}`)?.() ??
          refusedBody(entry.method, entry.path, entry.body) ??
          Response.json(syncAnswer(entry.method, entry.path, entry.body) ?? {})
        );
      };
      if (mode === 'down') {
        unanswered.delete(entry);
        return HttpResponse.error();
      }
      if (mode === 'up') return answer();
      return new Promise<Response>((resolve) => {
        const waiting = { path: entry.path, release: () => resolve(answer()) };
        request.signal.addEventListener('abort', () => held.splice(held.indexOf(waiting), 1));
        held.push(waiting);
      });
    }),
  );

  return {
    sent,
    held,
    /** Waits until the server has read the body of every request made so far. */
    read: async () => {
      await vi.waitFor(() => expect(reading).toHaveLength(sent.length));
      await Promise.all(reading);
    },
    setMode: (next: Mode) => {
      mode = next;
    },
    /** Answers every held request. */
    releaseAll: () => {
      for (const request of held.splice(0)) request.release();
    },
    /** Replaces the answer to one `METHOD /path`. */
    answer: (route: string, respond: () => Response) => answers.set(route, respond),
    /** `METHOD /path` of every request so far. */
    routes: () => sent.map((request) => `${request.method} ${request.path}`),
  };
}

export type SyncServer = ReturnType<typeof startSyncServer>;
