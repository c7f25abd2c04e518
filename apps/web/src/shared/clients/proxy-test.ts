import { echoAnswerSchema, isHttpUrl, proxiedUrl } from '@screenroom/core';

/** The proxy test's outcome, as message keys of the onboarding namespace. */
export type ProxyTestResult =
  | {
      ok: true;
      /** The address is this server's own proxy, which the app uses when no proxy is set. */
      builtIn: boolean;
    }
  | { ok: false; error: 'invalidUrl' | 'notAProxy' | 'unreachable' }
  | { ok: false; error: 'refused'; status: number };

export const PROXY_TEST_TIMEOUT_MS = 3000;

/** Marks the echo request, so each test asks for an address of its own. */
export const PROXY_TEST_PARAM = 'screenroom-proxy-test';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ProxyTestDeps {
  /** The page's origin: the server whose proxy and echo the test knows. */
  pageOrigin: string;
  /** Our server's echo (`/echo`) unless the operator names another; relative to the page. */
  echoUrl: string;
  /** Asks this server's proxy for a token, as the app does before proxying. */
  builtInToken: () => Promise<unknown>;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  nonce?: string;
}

/**
 * Our own server's proxy issues tokens only to its own pages, so it is recognised by address
 * (this page's origin, path `/proxy`) and tested by asking it for a token: it answers that itself,
 * without reaching out anywhere.
 */
export function isBuiltInProxy(proxy: string, pageOrigin: string): boolean {
  if (!isHttpUrl(proxy)) return false;
  const url = new URL(proxy);
  return url.origin === pageOrigin && /^\/proxy\/?$/.test(url.pathname) && url.search === '';
}

/** The echo's address for one test: absolute, so a proxy elsewhere can fetch it. */
export function echoAddress(echoUrl: string, pageOrigin: string, nonce: string): string {
  const url = new URL(echoUrl, pageOrigin);
  url.searchParams.set(PROXY_TEST_PARAM, nonce);
  return url.href;
}

/**
 * The echo names the address it was asked for. Only its path and query are compared: a reverse
 * proxy in front of our server may change the scheme and host it sees, while the query carries
 * this test's own value.
 */
export function echoMatches(body: unknown, asked: string): boolean {
  const parsed = echoAnswerSchema.safeParse(body);
  if (!parsed.success) return false;
  try {
    const echoed = new URL(parsed.data.url);
    const wanted = new URL(asked);
    return echoed.pathname === wanted.pathname && echoed.search === wanted.search;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * This server's own proxy passes when it gives a token. Any other address must behave as a proxy
 * worker: fetch our server's echo (never a service of someone else's) and hand its answer back
 * untouched, while a website answers with a page of its own.
 */
export async function testProxy(proxy: string, deps: ProxyTestDeps): Promise<ProxyTestResult> {
  if (!isHttpUrl(proxy)) return { ok: false, error: 'invalidUrl' };
  const timeoutMs = deps.timeoutMs ?? PROXY_TEST_TIMEOUT_MS;
  if (isBuiltInProxy(proxy, deps.pageOrigin)) {
    try {
      await withTimeout(deps.builtInToken(), timeoutMs);
      return { ok: true, builtIn: true };
    } catch {
      return { ok: false, error: 'unreachable' };
    }
  }
  const asked = echoAddress(deps.echoUrl, deps.pageOrigin, deps.nonce ?? crypto.randomUUID());
  const fetchImpl = deps.fetchImpl ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await fetchImpl(proxiedUrl(proxy, asked), {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: 'unreachable' };
  }
  if (!response.ok) return { ok: false, error: 'refused', status: response.status };
  const body: unknown = await response.json().catch(() => null);
  return echoMatches(body, asked)
    ? { ok: true, builtIn: false }
    : { ok: false, error: 'notAProxy' };
}
