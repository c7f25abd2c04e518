import { isHttpUrl, proxiedUrl } from '@screenroom/core';

/** The proxy test's outcome, as message keys of the onboarding namespace. */
export type ProxyTestResult =
  { ok: true } | { ok: false; error: 'invalidUrl' | 'notAProxy' | 'unreachable' };

export const PROXY_TEST_TIMEOUT_MS = 3000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * An echo service answers with the URL it was asked for; a proxy hands that answer back untouched,
 * while any other website answers with a page of its own.
 */
export async function testProxy(
  proxy: string,
  echoUrl: string,
  fetchImpl: Fetch = fetch,
  timeoutMs = PROXY_TEST_TIMEOUT_MS,
): Promise<ProxyTestResult> {
  if (!isHttpUrl(proxy)) return { ok: false, error: 'invalidUrl' };
  let response: Response;
  try {
    response = await fetchImpl(proxiedUrl(proxy, echoUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, error: 'unreachable' };
  }
  if (!response.ok) return { ok: false, error: 'unreachable' };
  const body = await response.json().catch(() => null);
  const echoed = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : null;
  return echoed === echoUrl ? { ok: true } : { ok: false, error: 'notAProxy' };
}
