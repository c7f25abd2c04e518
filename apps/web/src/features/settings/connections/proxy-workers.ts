import { formatProxyEntry, isHttpUrl, parseProxyEntry } from '@screenroom/core';

export type ProxyEntryError = 'invalidUrl' | 'invalidType' | 'duplicate';

export type ProxyEntryCheck = { ok: true; entry: string } | { ok: false; error: ProxyEntryError };

/** Pure: why a typed worker entry is refused, or its stored form. */
export function checkProxyEntry(text: string, existing: readonly string[]): ProxyEntryCheck {
  const trimmed = text.trim();
  const typed = /^\|type=([^|]*)\|(.*)$/.exec(trimmed);
  const url = typed ? (typed[2] ?? '') : trimmed;
  if (!isHttpUrl(url)) return { ok: false, error: 'invalidUrl' };
  const parsed = parseProxyEntry(trimmed);
  if (!parsed) return { ok: false, error: 'invalidType' };
  const entry = formatProxyEntry(parsed);
  if (existing.includes(entry)) return { ok: false, error: 'duplicate' };
  return { ok: true, entry };
}

/** Pure: the stored list after removing one entry; an empty list means "no custom workers". */
export function withoutProxyEntry(list: readonly string[], index: number): string[] | null {
  const next = list.filter((_, i) => i !== index);
  return next.length > 0 ? next : null;
}

/** Pure: how a stored entry is shown; unreadable entries (say, synced from elsewhere) stay visible. */
export function describeProxyEntry(entry: string): { type: 'proxy' | 'api' | null; url: string } {
  const parsed = parseProxyEntry(entry);
  return parsed ?? { type: null, url: entry };
}
