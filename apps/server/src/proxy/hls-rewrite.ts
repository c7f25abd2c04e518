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

/** Lines of a playlist the proxy rewrites; a long film's media playlist has a few thousand. */
export const PLAYLIST_MAX_LINES = 50_000;

/** The longest line rewritten: URIs with long signatures stay far below. */
export const PLAYLIST_MAX_LINE_CHARS = 64 * 1024;

/** Lines rewritten between two turns of the event loop, a few milliseconds of work. */
const SLICE_LINES = 500;

/**
 * `rewritePlaylist` a slice of lines at a time, letting the event loop answer other requests
 * between slices, so a large playlist delays nobody else. Null when a line is longer than
 * PLAYLIST_MAX_LINE_CHARS or there are more than PLAYLIST_MAX_LINES lines.
 */
export async function rewritePlaylistInSlices(
  text: string,
  playlistUrl: string,
  proxied: (absoluteUrl: string) => string,
): Promise<string | null> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > PLAYLIST_MAX_LINES + 1) return null;
  if (lines.some((line) => line.length > PLAYLIST_MAX_LINE_CHARS)) return null;
  const out: string[] = [];
  for (let start = 0; start < lines.length; start += SLICE_LINES) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const slice = lines.slice(start, start + SLICE_LINES);
    out.push(...slice.map((line) => rewriteLine(line, playlistUrl, proxied)));
  }
  return out.join('\n');
}

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
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => rewriteLine(line, playlistUrl, proxied))
    .join('\n');
}

function rewriteLine(
  line: string,
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
}
