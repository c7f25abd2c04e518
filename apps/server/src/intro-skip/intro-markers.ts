import fs from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { readChapters, type Chapter } from '../library/chapters.ts';

const introTitle = /^(intro|opening)$/i;

/**
 * Where the intro ends: the start of the chapter after the first one titled Intro or Opening
 * (any case). An intro that is the last chapter, or a next chapter that does not start later,
 * gives no marker.
 */
export function introEndOf(chapters: readonly Chapter[]): number | null {
  const ordered = [...chapters].sort((a, b) => a.startSeconds - b.startSeconds);
  const index = ordered.findIndex((c) => introTitle.test(c.title.trim()));
  const intro = ordered[index];
  const next = ordered[index + 1];
  if (index < 0 || !intro || !next || next.startSeconds <= intro.startSeconds) return null;
  return next.startSeconds;
}

/** The intro-skip service's way of writing a time: seconds with an `s`, like `45s` or `8.5s`. */
export function formatSkipTime(seconds: number): string {
  return `${Math.round(seconds * 1000) / 1000}s`;
}

interface Remembered {
  modifiedMs: number;
  size: number;
  introEnd: number | null;
}

/**
 * Intro markers of library files, remembered per file until its modification time or size
 * changes, so repeated asks do not read the file again.
 */
export class IntroMarkers {
  private readonly remembered: LRUCache<string, Remembered>;

  constructor(
    private readonly read: (file: string) => Promise<Chapter[]> = readChapters,
    entries = 5000,
  ) {
    // The file's own stamp decides freshness; the time limit only lets unused entries go.
    this.remembered = new LRUCache({ max: entries, ttl: 7 * 24 * 60 * 60 * 1000 });
  }

  async introEnd(file: string): Promise<number | null> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      return null;
    }
    const known = this.remembered.get(file);
    if (known && known.modifiedMs === stat.mtimeMs && known.size === stat.size) {
      return known.introEnd;
    }
    const introEnd = introEndOf(await this.read(file));
    this.remembered.set(file, { modifiedMs: stat.mtimeMs, size: stat.size, introEnd });
    return introEnd;
  }
}
