import type { Stream } from './stream.ts';

/**
 * The operator's CDN replacement rules: a stream URL whose host is `hostSuffix` or ends in
 * `.hostSuffix` is fetched from `replacement` over https instead. Written as comma-separated
 * `host-suffix:replacement-host` pairs; the first matching rule wins.
 */
export type CdnReplacement = { hostSuffix: string; replacement: string };

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export class CdnReplacementError extends Error {
  override name = 'CdnReplacementError';
}

/** Reads the configuration text; a malformed pair is an error naming it, never skipped. */
export function parseCdnReplacements(text: string | undefined): CdnReplacement[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const parts = entry.split(':').map((part) => part.trim().toLowerCase());
    const [rawSuffix = '', replacement = ''] = parts;
    const hostSuffix = rawSuffix.replace(/^\.+/, '');
    if (parts.length !== 2 || !HOST_PATTERN.test(hostSuffix) || !HOST_PATTERN.test(replacement)) {
      throw new CdnReplacementError(
        `'${entry}' is not a host-suffix:replacement-host pair (such as cdn.example:mirror.example)`,
      );
    }
    return { hostSuffix, replacement };
  });
}

/** Relative URLs (our own files) and URLs no rule matches come back unchanged. */
export function replaceCdnUrl(url: string, rules: readonly CdnReplacement[]): string {
  if (rules.length === 0 || !/^https?:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.toLowerCase();
  const rule = rules.find((r) => host === r.hostSuffix || host.endsWith(`.${r.hostSuffix}`));
  if (!rule) return url;
  // The replacement serves on https's own port, whatever port the original used.
  parsed.protocol = 'https:';
  parsed.hostname = rule.replacement;
  parsed.port = '';
  return parsed.toString();
}

/** The stream's playlist or files rewritten; captions are left where the source put them. */
export function replaceStreamCdn(stream: Stream, rules: readonly CdnReplacement[]): Stream {
  if (rules.length === 0) return stream;
  if (stream.type === 'hls') return { ...stream, playlist: replaceCdnUrl(stream.playlist, rules) };
  const qualities: typeof stream.qualities = {};
  for (const [key, file] of Object.entries(stream.qualities) as [
    keyof typeof stream.qualities,
    (typeof stream.qualities)[keyof typeof stream.qualities],
  ][]) {
    if (file) qualities[key] = { ...file, url: replaceCdnUrl(file.url, rules) };
  }
  return { ...stream, qualities };
}
