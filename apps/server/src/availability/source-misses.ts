import type { TitleKey } from '@screenroom/core';
import type { SharedCache, SharedCacheOptions } from '../infra/shared-cache.ts';

/**
 * How long a source's "not found" for a title is believed: long enough that viewers browsing
 * today are spared titles that cannot play, short enough that a title an addon or the Archive
 * gains shows up again the same day.
 */
export const SOURCE_MISS_TTL_MS = 6 * 60 * 60 * 1000;

export const sourceMissesCache: SharedCacheOptions = {
  ttlMs: SOURCE_MISS_TTL_MS,
  maxEntries: 50_000,
};

/**
 * Which sources answered not found for which titles lately, in the shared cache (Redis when set,
 * so every instance knows what one learned). One entry per source and title.
 */
export class SourceMisses {
  constructor(private readonly cache: SharedCache<true>) {}

  async record(sourceId: string, title: TitleKey): Promise<void> {
    await this.cache.set(`${title}:${sourceId}`, true);
  }

  async forget(sourceId: string, title: TitleKey): Promise<void> {
    await this.cache.delete(`${title}:${sourceId}`);
  }

  /** Of `sourceIds`, those that answered not found for `title` lately. */
  async missed(title: TitleKey, sourceIds: readonly string[]): Promise<Set<string>> {
    const answers = await Promise.all(
      sourceIds.map(async (id) => ((await this.cache.get(`${title}:${id}`)) ? id : null)),
    );
    return new Set(answers.filter((id): id is string => id !== null));
  }
}
