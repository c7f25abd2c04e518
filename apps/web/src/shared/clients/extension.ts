import {
  extensionAnswerSchemas,
  type ExtensionMessageName,
  type ExtensionMessages,
  type MakeRequestBody,
  type MakeRequestBodyType,
  type Stream,
} from '@screenroom/core';
import type { Fetcher, FetcherBody, FetcherOptions, FetcherResponse } from '@screenroom/providers';

/**
 * The browser extension (ours, or the movie-web one), reached through its content script: the
 * page posts `{ name, instanceId, body }` to itself and the relay answers with the same name and
 * instanceId, `relayed: true` and the background's answer as `body`.
 */

type RelayedMessage = { name?: unknown; instanceId?: unknown; relayed?: unknown; body?: unknown };

export interface SendOptions {
  timeoutMs?: number;
  /** The window whose relay answers; tests hand in another. */
  target?: Window;
}

/** Long enough for a slow source site; the providers' own timeouts usually end it first. */
export const EXTENSION_REQUEST_TIMEOUT_MS = 30_000;

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Resolves with the extension's answer, or null when nothing answers within the timeout or the
 * answer is not the message's shape.
 */
export function sendExtensionMessage<N extends ExtensionMessageName>(
  name: N,
  body: ExtensionMessages[N]['body'],
  { timeoutMs = EXTENSION_REQUEST_TIMEOUT_MS, target = window }: SendOptions = {},
): Promise<ExtensionMessages[N]['answer'] | null> {
  const instanceId = randomId();
  return new Promise((resolve) => {
    const finish = (answer: ExtensionMessages[N]['answer'] | null) => {
      target.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent<RelayedMessage>) => {
      const data = event.data;
      if (event.source !== target || typeof data !== 'object' || data === null) return;
      if (data.name !== name || data.instanceId !== instanceId || data.relayed !== true) return;
      const parsed = extensionAnswerSchemas[name].safeParse(data.body);
      finish(parsed.success ? (parsed.data as ExtensionMessages[N]['answer']) : null);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    target.addEventListener('message', onMessage);
    target.postMessage({ name, instanceId, body }, target.location.origin);
  });
}

/**
 * The page's body in the form extensions rebuild it from, the movie-web client's: form fields
 * as `[name, value]` pairs (only text survives postMessage).
 */
export function encodeExtensionBody(body: FetcherBody | undefined): {
  body?: unknown;
  bodyType?: MakeRequestBodyType;
} {
  if (body === undefined) return {};
  if (typeof body === 'string') return { body, bodyType: 'string' };
  if (body instanceof URLSearchParams) return { body: [...body], bodyType: 'URLSearchParams' };
  if (body instanceof FormData) {
    const pairs: [string, string][] = [];
    body.forEach((value, key) => {
      if (typeof value !== 'string') throw new Error('The extension sends text form fields only');
      pairs.push([key, value]);
    });
    return { body: pairs, bodyType: 'FormData' };
  }
  return { body, bodyType: 'object' };
}

type Send = typeof sendExtensionMessage;

function abortError(): Error {
  return new DOMException('The request was aborted', 'AbortError');
}

/**
 * A provider `Fetcher` that asks the extension to make each request, so source sites answer
 * without CORS and with the headers sources set. Throws when the extension fails or is silent.
 */
export function makeExtensionFetcher(send: Send = sendExtensionMessage): Fetcher {
  return async <T>(url: string, ops: FetcherOptions = {}): Promise<FetcherResponse<T>> => {
    if (ops.signal?.aborted) throw abortError();
    const request: MakeRequestBody = {
      url,
      method: ops.method ?? 'GET',
      ...encodeExtensionBody(ops.body),
      ...(ops.headers ? { headers: ops.headers } : {}),
      ...(ops.baseUrl ? { baseUrl: ops.baseUrl } : {}),
      ...(ops.query ? { query: ops.query } : {}),
    };
    const pending = send('makeRequest', request);
    const answer = ops.signal
      ? await Promise.race([
          pending,
          new Promise<never>((_, reject) =>
            ops.signal!.addEventListener('abort', () => reject(abortError()), { once: true }),
          ),
        ])
      : await pending;
    if (!answer) throw new Error('The browser extension did not answer');
    if (!answer.success) throw new Error(`The browser extension refused: ${answer.error}`);
    const { response } = answer;
    return {
      statusCode: response.statusCode,
      headers: new Headers(response.headers),
      body: response.body as T,
      finalUrl: response.finalUrl,
    };
  };
}

/** The page's rule for stream headers; a new stream replaces the last one's. */
export const STREAM_RULE_ID = 1;

function hostOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).hostname;
  } catch {
    return null;
  }
}

/** The hosts a stream's files are fetched from (HLS segments elsewhere are not known ahead). */
export function streamHosts(stream: Stream): string[] {
  const urls =
    stream.type === 'hls'
      ? [stream.playlist]
      : Object.values(stream.qualities).map((quality) => quality.url);
  return [...new Set(urls.map(hostOf).filter((host): host is string => host !== null))];
}

/** The headers a stream asks for, required and preferred together. */
function streamHeaders(stream: Stream): Record<string, string> {
  return { ...stream.headers, ...stream.preferredHeaders };
}

export function streamNeedsHeaders(stream: Stream): boolean {
  return Object.keys(streamHeaders(stream)).length > 0;
}

/** An extension that is there sets a rule within this; without one, playback waits no longer. */
export const PREPARE_STREAM_TIMEOUT_MS = 1_000;

/**
 * Has the extension set the stream's headers on this tab's requests to its hosts, and let this
 * page (only) read the answers. Streams without headers need nothing; resolves false when the
 * extension refuses or is silent, so the caller can try the stream anyway.
 */
export async function prepareStream(
  stream: Stream,
  send: Send = sendExtensionMessage,
): Promise<boolean> {
  const headers = streamHeaders(stream);
  if (Object.keys(headers).length === 0) return true;
  const targetDomains = streamHosts(stream);
  if (targetDomains.length === 0) return false;
  const answer = await send(
    'prepareStream',
    {
      ruleId: STREAM_RULE_ID,
      targetDomains,
      requestHeaders: headers,
      responseHeaders: { 'access-control-allow-origin': window.location.origin },
    },
    { timeoutMs: PREPARE_STREAM_TIMEOUT_MS },
  );
  return answer?.success === true;
}
