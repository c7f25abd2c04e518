/**
 * Asks the web app for /ping.txt, which it serves itself, so a failure means this browser cannot
 * reach us. Each ask bypasses every cache.
 */
export async function pingWebApp(signal: AbortSignal): Promise<void> {
  const response = await fetch(`/ping.txt?${Date.now()}`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`Ping failed: ${response.status}`);
}
