import { formatBookmark } from './accounts.format.ts';
import type { MediaMeta } from './accounts.schemas.ts';
import type { BookmarkRepository } from './bookmark.repository.ts';
import type { Clock } from './clock.ts';

export class BookmarkService {
  constructor(
    private readonly bookmarks: BookmarkRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string) {
    return (await this.bookmarks.listByUser(userId)).map(formatBookmark);
  }

  /** Upserts each; a title listed twice keeps its last entry. */
  async save(userId: string, items: { tmdbId: string; meta: MediaMeta }[]) {
    const now = this.clock();
    const byTitle = new Map(items.map((item) => [item.tmdbId, item]));
    const rows = [...byTitle.values()].map((item) => ({
      user_id: userId,
      tmdb_id: item.tmdbId,
      meta: JSON.stringify(item.meta),
      updated_at: now,
    }));
    return (await this.bookmarks.upsert(rows)).map(formatBookmark);
  }

  async delete(userId: string, tmdbId: string) {
    await this.bookmarks.delete(userId, tmdbId);
    return { tmdbId };
  }
}
