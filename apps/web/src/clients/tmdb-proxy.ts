import { parseProxyEntry, proxiedUrl } from '@screenroom/core';

let turn = 0;

/**
 * Where one movie-database request goes: through the viewer's proxies, in rotation, when
 * proxyTmdb is on. Only a request to another host can be proxied: with the default base, our own
 * server already calls the service for the browser and keeps the key, so the toggle leaves
 * same-origin requests alone. Without a usable proxy
 * entry the request goes direct.
 */
export function tmdbRequestUrl(
  url: string,
  setting: { proxyTmdb: boolean; proxySet: readonly string[] | null; pageOrigin: string },
): string {
  if (!setting.proxyTmdb) return url;
  let target: URL;
  try {
    target = new URL(url, setting.pageOrigin);
  } catch {
    return url;
  }
  if (target.origin === setting.pageOrigin) return url;
  const proxies = (setting.proxySet ?? []).flatMap((text) => {
    const entry = parseProxyEntry(text);
    return entry?.type === 'proxy' ? [entry.url] : [];
  });
  const proxy = proxies[turn++ % Math.max(proxies.length, 1)];
  return proxy ? proxiedUrl(proxy, target.toString()) : url;
}
