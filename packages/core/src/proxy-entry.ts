/**
 * Proxy entries: a plain URL, or `|type=proxy|url` / `|type=api|url`.
 * An entry counts only when its URL is valid and its type is proxy or api.
 */

export type ProxyEntryType = 'proxy' | 'api';
export type ProxyEntry = { type: ProxyEntryType; url: string };

export function isHttpUrl(value: string): boolean {
  if (!value.startsWith('http')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseProxyEntry(entry: string): ProxyEntry | null {
  const text = entry.trim();
  if (!text.startsWith('|')) return isHttpUrl(text) ? { type: 'proxy', url: text } : null;
  const match = /^\|type=([^|]*)\|(.*)$/.exec(text);
  if (!match) return null;
  const [, type, url] = match as unknown as [string, string, string];
  if (type !== 'proxy' && type !== 'api') return null;
  return isHttpUrl(url) ? { type, url } : null;
}

export function formatProxyEntry(entry: ProxyEntry): string {
  return entry.type === 'proxy' ? entry.url : `|type=${entry.type}|${entry.url}`;
}

/** Proxied requests go to `{proxy}/?destination={encoded url}`. */
export function proxiedUrl(proxy: string, destination: string): string {
  return `${proxy.replace(/\/+$/, '')}/?destination=${encodeURIComponent(destination)}`;
}
