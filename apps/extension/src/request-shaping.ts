import {
  checkDestinationUrl,
  type DestinationPolicy,
  type MakeRequestParsed,
} from '@screenroom/core';

/**
 * Headers `fetch` drops in a browser (the forbidden request headers that sources need). The
 * background sets them with a rule that matches only the extension's own request instead.
 */
export const RULE_SET_HEADERS = ['origin', 'referer', 'user-agent'] as const;

/**
 * The extension carries no cookies: not the browser's (`credentials: 'omit'`), and not one a page
 * names either, which a rule would send to the site as though the browser held it.
 */
const REFUSED_REQUEST_HEADERS = new Set(['cookie']);

/** Never handed back to the page: the browser's cookies stay the browser's. */
const HIDDEN_ANSWER_HEADERS = new Set(['set-cookie', 'set-cookie2']);

export interface ShapedRequest {
  url: string;
  init: RequestInit;
  /** Lower-case names from RULE_SET_HEADERS with the values the page asked for. */
  ruleHeaders: Record<string, string>;
}

/** The page's full address: `baseUrl` before a relative `url`, then `query`. */
export function fullUrl(body: Pick<MakeRequestParsed, 'url' | 'baseUrl' | 'query'>): string {
  let url = body.url;
  const base = body.baseUrl ?? '';
  if (base !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    url = `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  }
  const query = new URLSearchParams(body.query ?? {}).toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function encodeBody(body: MakeRequestParsed): { body?: BodyInit; contentType?: string } {
  if (body.body === undefined || body.body === null) return {};
  switch (body.bodyType ?? 'object') {
    case 'string':
      return { body: body.body as string };
    case 'URLSearchParams':
      return { body: new URLSearchParams(body.body as string | [string, string][]) };
    case 'FormData': {
      const form = new FormData();
      for (const [name, value] of body.body as [string, string][]) form.append(name, value);
      return { body: form };
    }
    case 'object':
      return { body: JSON.stringify(body.body), contentType: 'application/json' };
  }
}

/**
 * Turns the page's request into what the background fetches, or says why it may not. Cookies
 * never go along (`credentials: 'omit'`), and a page may not name one either.
 */
export function shapeRequest(
  body: MakeRequestParsed,
  policy: DestinationPolicy,
): { ok: true; request: ShapedRequest } | { ok: false; error: string } {
  const url = fullUrl(body);
  const verdict = checkDestinationUrl(url, policy);
  if (!verdict.ok) return { ok: false, error: verdict.reason };
  const headers: Record<string, string> = {};
  const ruleHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(body.headers ?? {})) {
    const lower = name.toLowerCase();
    if (REFUSED_REQUEST_HEADERS.has(lower)) {
      return {
        ok: false,
        error: `the header ${name} may not be sent: the extension sends no cookies`,
      };
    }
    if ((RULE_SET_HEADERS as readonly string[]).includes(lower)) ruleHeaders[lower] = value;
    else headers[lower] = value;
  }
  const encoded = encodeBody(body);
  if (encoded.contentType) headers['content-type'] ??= encoded.contentType;
  const init: RequestInit = {
    method: body.method,
    headers,
    credentials: 'omit',
    redirect: 'follow',
    cache: 'no-store',
  };
  if (encoded.body !== undefined) init.body = encoded.body;
  return { ok: true, request: { url: verdict.destination.url.href, init, ruleHeaders } };
}

/** The answer's headers by lower-case name, only those asked for, and never a cookie. */
export function answerHeaders(
  headers: Headers,
  readHeaders: readonly string[] | undefined,
): Record<string, string> {
  const wanted = readHeaders ? new Set(readHeaders.map((name) => name.toLowerCase())) : null;
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (HIDDEN_ANSWER_HEADERS.has(lower)) return;
    if (wanted && !wanted.has(lower)) return;
    out[lower] = value;
  });
  return out;
}

/** JSON when the answer says it is JSON (and parses), else the text. */
export function answerBody(text: string, contentType: string | null): unknown {
  if (!(contentType ?? '').includes('json') || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
