import type { Coordinates } from '@screenroom/core';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Asks one geolocation service where this browser is; null when no service is given, it cannot
 * be reached, or its answer does not parse.
 */
export async function locate(
  url: string | undefined,
  parse: (body: unknown) => Coordinates | null,
  fetchImpl: Fetch = fetch,
): Promise<Coordinates | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    return response.ok ? parse(await response.json()) : null;
  } catch {
    return null;
  }
}
