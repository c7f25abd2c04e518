/**
 * The embedded catalog names people, seasons and episodes but gives them no ids, so their ids
 * are derived from text: the 32-bit FNV-1a hash of the text's UTF-8 bytes (Unicode NFC,
 * trimmed), kept to 31 bits so it is a positive integer in every client. The same text always
 * gives the same id on every server and every start, which keeps links and pictures stable.
 */
export function stableId(text: string): number {
  const bytes = new TextEncoder().encode(text.normalize('NFC').trim());
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}

/** A person's id is the hash of the name itself: the same actor in two titles is one person. */
export const personId = (name: string): number => stableId(name);

export const seasonId = (showId: number, season: number): number =>
  stableId(`tv:${showId}:season:${season}`);

export const episodeId = (showId: number, season: number, episode: number): number =>
  stableId(`tv:${showId}:season:${season}:episode:${episode}`);
