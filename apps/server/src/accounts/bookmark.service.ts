import type { BookmarkDeleted, ParsedBookmarkInput, SyncedBookmark } from '@screenroom/core';
import { formatBookmark } from './accounts.format.ts';
import type { BookmarkRepository } from './bookmark.repository.ts';
import type { Clock } from './clock.ts';

export class BookmarkService {
  constructor(
    private readonly bookmarks: BookmarkRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SyncedBookmark[]> {
    return (await this.bookmarks.listByUser(userId)).map(formatBookmark);
  }

  /** Upserts each; a title listed twice keeps its last entry. */
  async save(userId: string, items: ParsedBookmarkInput[]): Promise<SyncedBookmark[]> {
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

  async delete(userId: string, tmdbId: string): Promise<BookmarkDeleted> {
    await this.bookmarks.delete(userId, tmdbId);
    return { tmdbId };
  }
}
