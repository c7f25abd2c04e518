import crypto from 'node:crypto';
import type { ParsedProgressInput, ProgressDeleted, SyncedProgressItem } from '@screenroom/core';
import { formatProgress } from './accounts.format.ts';
import type { Clock } from './clock.ts';
import { furthestPerKey } from './progress-merge.ts';
import type { ProgressRepository, ProgressRow } from './progress.repository.ts';

export class ProgressService {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SyncedProgressItem[]> {
    return (await this.progress.listByUser(userId)).map(formatProgress);
  }

  async save(userId: string, item: ParsedProgressInput): Promise<SyncedProgressItem> {
    return formatProgress(await this.progress.upsert(this.toRow(userId, item)));
  }

  /** Keeps, per item, whichever of the stored and the imported one was watched further. */
  async import(userId: string, items: ParsedProgressInput[]): Promise<SyncedProgressItem[]> {
    const rows = furthestPerKey(items).map((item) => this.toRow(userId, item));
    await this.progress.upsertFurthest(rows);
    return this.list(userId);
  }

  async delete(
    userId: string,
    tmdbId: string,
    seasonId?: string,
    episodeId?: string,
  ): Promise<ProgressDeleted> {
    const count = await this.progress.delete(userId, tmdbId, seasonId, episodeId);
    return { count, tmdbId, seasonId, episodeId };
  }

  private toRow(userId: string, item: ParsedProgressInput): ProgressRow {
    return {
      id: crypto.randomUUID(),
      user_id: userId,
      tmdb_id: item.tmdbId,
      season_id: item.seasonId ?? '',
      episode_id: item.episodeId ?? '',
      season_number: item.seasonNumber ?? null,
      episode_number: item.episodeNumber ?? null,
      meta: JSON.stringify(item.meta),
      duration: item.duration,
      watched: item.watched,
      updated_at: item.updatedAt ? Date.parse(item.updatedAt) : this.clock(),
    };
  }
}
