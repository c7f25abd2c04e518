import type { TitleRatings } from '@screenroom/core';
import { HttpError } from '../http/errors.ts';
import { MemoryCache, type SharedCache } from '../infra/shared-cache.ts';
import type { QuotaCheck } from '../rate-limit/rate-limiter.ts';
import type { OmdbClient } from './omdb-client.ts';

export type RatingsMedia = 'movie' | 'tv';

/**
 * The IMDb id of a title of the catalog, or null when the catalog knows none; throws an
 * HttpError when the title does not exist or the catalog cannot say.
 */
export type ImdbIdLookup = (media: RatingsMedia, tmdbId: number) => Promise<string | null>;

/** OMDb's free keys allow 1,000 calls a day, so every answer is kept at least that long. */
export const RATINGS_CACHE_MS = 24 * 60 * 60 * 1000;

export interface RatingsServiceOptions {
  /** Answers, found or not, by title: kept a day (in this process when not given). */
  answers?: SharedCache<TitleRatings>;
  /** Until when OMDb's daily limit holds, under `omdb` (in this process when not given). */
  limit?: SharedCache<number>;
  now?: () => number;
}

/** The caches' own settings, for whoever builds shared ones. */
export const ratingsCaches = {
  answers: { ttlMs: RATINGS_CACHE_MS, maxEntries: 5000 },
  limit: { ttlMs: RATINGS_CACHE_MS, maxEntries: 1 },
} as const;

const LIMIT_KEY = 'omdb';

const noRatings: TitleRatings = { imdb: null, rottenTomatoes: null, metacritic: null };

export const limitReachedMessage =
  "The server's daily OMDb request limit is reached; ratings return after midnight UTC";

/** Midnight UTC after `time`, when OMDb's daily count starts again. */
export function nextUtcDay(time: number): number {
  const day = new Date(time);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

/**
 * Ratings through our server: the operator's OMDb key stays here and its daily quota is
 * protected. Every answer (a title without ratings too) is cached for a day; once OMDb says the
 * limit is reached, nothing is asked until the next UTC day and uncached titles answer 429. With
 * Redis, instances share both, since they share the key's quota; concurrent asks for one title
 * in this process share one call.
 */
export class RatingsService {
  private readonly answers: SharedCache<TitleRatings>;
  private readonly limit: SharedCache<number>;
  private readonly pending = new Map<string, Promise<TitleRatings>>();
  private readonly now: () => number;

  constructor(
    private readonly client: OmdbClient,
    private readonly imdbIdFor: ImdbIdLookup,
    options: RatingsServiceOptions = {},
  ) {
    this.answers = options.answers ?? new MemoryCache(ratingsCaches.answers);
    this.limit = options.limit ?? new MemoryCache(ratingsCaches.limit);
    this.now = options.now ?? Date.now;
  }

  /** `check` is asked only when the answer is neither kept nor already being asked for. */
  async ratings(
    media: RatingsMedia,
    tmdbId: number,
    check: QuotaCheck = async () => undefined,
  ): Promise<TitleRatings> {
    const key = `${media}:${tmdbId}`;
    const running = this.pending.get(key);
    if (running) return running;
    const cached = await this.answers.get(key);
    if (cached) return cached;
    await check();
    // Another ask may have started the same call while the cache and the check were asked.
    return this.pending.get(key) ?? this.start(key, media, tmdbId);
  }

  private start(key: string, media: RatingsMedia, tmdbId: number): Promise<TitleRatings> {
    const work = this.ask(media, tmdbId)
      .then(async (ratings) => {
        await this.answers.set(key, ratings);
        return ratings;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async ask(media: RatingsMedia, tmdbId: number): Promise<TitleRatings> {
    const limitedUntil = await this.limit.get(LIMIT_KEY);
    if (limitedUntil !== undefined && this.now() < limitedUntil) {
      throw new HttpError(429, limitReachedMessage, 'daily_limit_reached');
    }
    const imdbId = await this.imdbIdFor(media, tmdbId);
    if (!imdbId) return noRatings;
    const outcome = await this.client.ratings(imdbId);
    switch (outcome.kind) {
      case 'found':
        return outcome.ratings;
      case 'notFound':
        return noRatings;
      case 'limitReached': {
        const until = nextUtcDay(this.now());
        await this.limit.set(LIMIT_KEY, until, until - this.now());
        throw new HttpError(429, limitReachedMessage, 'daily_limit_reached');
      }
      case 'keyRefused':
        throw new HttpError(502, "OMDb refused the server's API key");
      case 'failed':
        throw new HttpError(502, `OMDb failed: ${outcome.message}`);
    }
  }
}
