export type FetcherBody = string | URLSearchParams | FormData | Record<string, unknown> | unknown[];

export type FetcherOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: FetcherBody;
  baseUrl?: string;
  signal?: AbortSignal;
};

export type FetcherResponse<T = unknown> = {
  statusCode: number;
  headers: Headers;
  /** Parsed JSON when the answer says it is JSON, else text. */
  body: T;
  finalUrl: string;
};

/** Never throws on an HTTP status: callers decide what a 404 or 500 means for them. */
export type Fetcher = <T = unknown>(
  url: string,
  ops?: FetcherOptions,
) => Promise<FetcherResponse<T>>;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function makeFullUrl(url: string, ops?: Pick<FetcherOptions, 'baseUrl' | 'query'>): string {
  let full = url;
  const base = ops?.baseUrl ?? '';
  if (base !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    full = `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  }
  const query = new URLSearchParams(ops?.query ?? {}).toString();
  if (query === '') return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function isPlainBody(body: FetcherBody): body is Record<string, unknown> | unknown[] {
  return (
    typeof body === 'object' &&
    !(body instanceof URLSearchParams) &&
    !(typeof FormData !== 'undefined' && body instanceof FormData)
  );
}

// RequestInit's own body type: `BodyInit` is a DOM name that Node's types do not declare.
function encodeBody(ops: FetcherOptions): {
  body?: RequestInit['body'];
  headers: Record<string, string>;
} {
  const headers = { ...ops.headers };
  if (ops.body === undefined) return { headers };
  if (isPlainBody(ops.body)) {
    headers['content-type'] ??= 'application/json';
    return { body: JSON.stringify(ops.body), headers };
  }
  return { body: ops.body, headers };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json') || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Works with the browser's `fetch` and Node's alike, so sources run in either place. */
export function makeStandardFetcher(fetchFn: FetchLike): Fetcher {
  return async <T>(url: string, ops: FetcherOptions = {}): Promise<FetcherResponse<T>> => {
    const fullUrl = makeFullUrl(url, ops);
    const { body, headers } = encodeBody(ops);
    const init: RequestInit = { method: ops.method ?? 'GET', headers };
    if (body !== undefined) init.body = body;
    if (ops.signal) init.signal = ops.signal;
    const response = await fetchFn(fullUrl, init);
    return {
      statusCode: response.status,
      headers: response.headers,
      body: (await readBody(response)) as T,
      finalUrl: response.url || fullUrl,
    };
  };
}
