/**
 * Pure: the segment addresses of an HLS subtitle media playlist, resolved against the playlist's
 * own address, in playlist order. Tags and comments are skipped; a playlist without the #EXTM3U
 * signature is refused.
 */
export function subtitleSegmentUrls(playlist: string, playlistUrl: string): string[] {
  const lines = playlist
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('Not an HLS playlist');
  return lines
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => new URL(uri, playlistUrl).href);
}
