import { HttpError } from '../http/errors.ts';

/**
 * A fixed-window counter per key; one implementation per process, one shared through Redis.
 * Ours rather than @fastify/rate-limit: that plugin counts every request of a route, while the
 * watch party counts only look-ups of rooms that do not exist (members of real rooms are never
 * limited), from inside its service; one counter serves both kinds of rule.
 */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once the window's limit is used up. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window starts over. */
  resetInMs: number;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const ONE_MINUTE = 60 * 1000;
const TEN_MINUTES = 10 * ONE_MINUTE;

/**
 * Limits per client (an address, or an IPv6 /64): the account calls as the HTTP contract sets,
 * the calls that spend the operator's quota at another service, and the party's; the sync writes
 * count per user.
 */
export const rateLimits = {
  registerStart: { name: 'register-start', limit: 10, windowMs: TEN_MINUTES },
  registerComplete: { name: 'register-complete', limit: 10, windowMs: TEN_MINUTES },
  loginStart: { name: 'login-start', limit: 20, windowMs: TEN_MINUTES },
  loginComplete: { name: 'login-complete', limit: 20, windowMs: TEN_MINUTES },
  progressImport: { name: 'progress-import', limit: 5, windowMs: TEN_MINUTES },
  /**
   * Per user. The web app sends one request per queued change, one change at a time: a click
   * on a bookmark is one. A long offline stretch or a failed import may queue hundreds; past the
   * limit the sync loop keeps them in order and tries again on its next round.
   */
  bookmarkWrites: { name: 'bookmark-writes', limit: 300, windowMs: ONE_MINUTE },
  /**
   * Per user. A device playing something sends one save every 5 s (12 a minute), so fifty
   * devices of one account could play at once; a queued backlog waits as for bookmarks.
   */
  progressWrites: { name: 'progress-writes', limit: 600, windowMs: ONE_MINUTE },
  /** OpenSubtitles downloads the server has not kept: each spends the key's daily quota. */
  subtitleDownloads: { name: 'subtitle-downloads', limit: 30, windowMs: TEN_MINUTES },
  /** OMDb look-ups of titles the server has not kept: a free key has 1,000 a day. */
  ratingsLookups: { name: 'ratings-lookups', limit: 120, windowMs: TEN_MINUTES },
  /**
   * Per client, after the admin check: a scan reads every folder of the media roots, so even an
   * admin's script may not start them back to back.
   */
  libraryScan: { name: 'library-scan', limit: 10, windowMs: TEN_MINUTES },
  /**
   * Availability checks that run the operator's sources for a title the server knows too little
   * of; each is a scrape run, so as many as a viewer would start opening titles one by one.
   */
  availabilityChecks: { name: 'availability-checks', limit: 60, windowMs: TEN_MINUTES },
  /** Watch-party lookups of rooms that do not exist: someone guessing codes. */
  watchPartyMiss: { name: 'watch-party-miss', limit: 30, windowMs: TEN_MINUTES },
  watchPartyCreate: { name: 'watch-party-create', limit: 20, windowMs: TEN_MINUTES },
  /**
   * Watch-party reports and leaves, over HTTP or the push channel. A host reports every second
   * and at once on every change, a guest every 10 s; ten a second still lets a household behind
   * one address share a party, while a flood is cut off within the minute.
   */
  watchPartyReport: { name: 'watch-party-report', limit: 600, windowMs: 60_000 },
  /**
   * Scrape reports from movie-web clients, one after each scrape. The existing backend allows 300
   * items (up to 10 a report) per 30 minutes; counted per report here, a household behind one
   * address watching all evening stays far inside, a script inflating the counts does not.
   */
  providerReports: { name: 'provider-reports', limit: 60, windowMs: 30 * ONE_MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Asked before work that spends the operator's quota at another service (an answer the server has
 * not kept); it throws, a 429 for instance, to refuse the work.
 */
export type QuotaCheck = () => Promise<void>;

/** Counts one hit of `rule` for `client`; past the limit, a 429 saying when to try again. */
export async function assertWithinLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  client: string,
): Promise<void> {
  const result = await limiter.hit(`${rule.name}:${client}`, rule.limit, rule.windowMs);
  if (!result.allowed) {
    throw new HttpError(
      429,
      `Too many requests, try again in ${Math.ceil(result.resetInMs / 1000)} seconds`,
    );
  }
}
