import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  bodyBytes: number;
  authorization: string | null;
  keepalive: boolean;
  /** How many earlier requests were still waiting for their answer when this one went out. */
  unansweredBefore: number;
}

type Mode = 'up' | 'down' | 'hold';

/**
 * A server behind a stubbed `fetch` that records every request and can be up, down (no answer
 * at all, as with a dropped network) or holding its answers until released. A held request
 * fails with an AbortError once its signal is aborted, as a real fetch does.
 */
export function stubSyncServer() {
  const sent: SentRequest[] = [];
  const held: { path: string; release: () => void }[] = [];
  let mode: Mode = 'up';
  const answers = new Map<string, () => Response>();
  const encoder = new TextEncoder();

  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : '';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path: url.pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      bodyBytes: encoder.encode(text).length,
      authorization: headers.Authorization ?? null,
      keepalive: init?.keepalive === true,
      unansweredBefore: held.length,
    });
    const answer = () => answers.get(`${method} ${url.pathname}`)?.() ?? new Response('{}');
    if (mode === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (mode === 'up') return Promise.resolve(answer());
    return new Promise<Response>((resolve, reject) => {
      const request = { path: url.pathname, release: () => resolve(answer()) };
      init?.signal?.addEventListener('abort', () => {
        held.splice(held.indexOf(request), 1);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
      held.push(request);
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    sent,
    held,
    fetchMock,
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

export type StubSyncServer = ReturnType<typeof stubSyncServer>;
