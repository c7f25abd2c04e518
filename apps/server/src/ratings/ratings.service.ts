import type { TitleRatings } from '@screenroom/core';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http/errors.ts';
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
  /** How long answers, found or not, are kept (default a day). */
  ttlMs?: number;
  entries?: number;
  now?: () => number;
}

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
 * limit is reached, nothing is asked until the next UTC day and uncached titles answer 429.
 * Concurrent asks for one title share one call.
 */
export class RatingsService {
  private readonly answers: LRUCache<string, TitleRatings>;
  private readonly pending = new Map<string, Promise<TitleRatings>>();
  private readonly now: () => number;
  private limitedUntil = 0;

  constructor(
    private readonly client: OmdbClient,
    private readonly imdbIdFor: ImdbIdLookup,
    options: RatingsServiceOptions = {},
  ) {
    this.answers = new LRUCache({
      max: options.entries ?? 5000,
      ttl: options.ttlMs ?? RATINGS_CACHE_MS,
    });
    this.now = options.now ?? Date.now;
  }

  /** `check` is asked only when the answer is neither kept nor already being asked for. */
  async ratings(
    media: RatingsMedia,
    tmdbId: number,
    check: QuotaCheck = async () => undefined,
  ): Promise<TitleRatings> {
    const key = `${media}:${tmdbId}`;
    const known = this.known(key);
    if (known) return known;
    await check();
    // Another ask may have started or finished the same call while the check waited.
    return this.known(key) ?? this.start(key, media, tmdbId);
  }

  private known(key: string): TitleRatings | Promise<TitleRatings> | undefined {
    return this.answers.get(key) ?? this.pending.get(key);
  }

  private start(key: string, media: RatingsMedia, tmdbId: number): Promise<TitleRatings> {
    const work = this.ask(media, tmdbId)
      .then((ratings) => {
        this.answers.set(key, ratings);
        return ratings;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async ask(media: RatingsMedia, tmdbId: number): Promise<TitleRatings> {
    if (this.now() < this.limitedUntil) throw new HttpError(429, limitReachedMessage);
    const imdbId = await this.imdbIdFor(media, tmdbId);
    if (!imdbId) return noRatings;
    const outcome = await this.client.ratings(imdbId);
    switch (outcome.kind) {
      case 'found':
        return outcome.ratings;
      case 'notFound':
        return noRatings;
      case 'limitReached':
        this.limitedUntil = nextUtcDay(this.now());
        throw new HttpError(429, limitReachedMessage);
      case 'keyRefused':
        throw new HttpError(502, "OMDb refused the server's API key");
      case 'failed':
        throw new HttpError(502, `OMDb failed: ${outcome.message}`);
    }
  }
}
