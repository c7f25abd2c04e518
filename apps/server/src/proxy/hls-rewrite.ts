/** The answer is an HLS playlist, by its type or, for servers that send a generic type, its path. */
export function isHlsPlaylist(contentType: string | undefined, url: string): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (/^(application|audio)\/(vnd\.apple\.|x-)?mpegurl$/.test(type)) return true;
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Judged by the text itself.
  }
  return path.toLowerCase().endsWith('.m3u8');
}

/** A playlist's text starts with #EXTM3U (after a byte-order mark); anything else is left alone. */
export function looksLikePlaylist(text: string): boolean {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('#EXTM3U');
}

// Every tag that names a resource does so in a URI attribute: EXT-X-KEY, EXT-X-SESSION-KEY,
// EXT-X-MAP, EXT-X-MEDIA, EXT-X-I-FRAME-STREAM-INF, EXT-X-PART, EXT-X-PRELOAD-HINT,
// EXT-X-RENDITION-REPORT and EXT-X-SESSION-DATA.
const URI_ATTRIBUTE = /([:,]\s*)URI="([^"]*)"/g;

/**
 * Rewrites every URI of a master or media playlist (segment and variant lines, and URI="…"
 * attributes) to `proxied(absolute URL)`, resolving relative ones against the playlist's final
 * URL. Only http(s) URIs are rewritten: `skd://` keys and `data:` URIs stay as they are. Line
 * endings become LF and a byte-order mark is dropped; everything else is kept.
 */
export function rewritePlaylist(
  text: string,
  playlistUrl: string,
  proxied: (absoluteUrl: string) => string,
): string {
  const rewrite = (uri: string): string => {
    let absolute: URL;
    try {
      absolute = new URL(uri, playlistUrl);
    } catch {
      return uri;
    }
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return uri;
    return proxied(absolute.href);
  };
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return trimmed;
      if (trimmed.startsWith('#')) {
        if (!trimmed.startsWith('#EXT')) return line;
        return trimmed.replace(
          URI_ATTRIBUTE,
          (_all, before: string, uri: string) => `${before}URI="${rewrite(uri)}"`,
        );
      }
      return rewrite(trimmed);
    })
    .join('\n');
}
