import { parseSkipTime } from '@screenroom/core';
import { BodyTooLargeError, readCappedText } from '../http/capped-body.ts';
import { HttpError } from '../http/errors.ts';
import { MemoryCache, type SharedCache } from '../infra/shared-cache.ts';

/**
 * The answer is `{ "introSkipTime": "45s" }`, a few dozen bytes; 64 KiB still lets an error page
 * be read, and nothing larger is an answer of this service.
 */
export const INTRO_SKIP_MAX_ANSWER_BYTES = 64 * 1024;

export interface IntroSkipRemoteOptions {
  /** The operator's INTRO_SKIP_URL; asked as `{baseUrl}/{imdbId}/{season}/{episode}`. */
  baseUrl: string;
  /** Default 5 s. */
  timeoutMs?: number;
  /** Answers, a time or none, by episode (in this process when not given). */
  answers?: SharedCache<{ seconds: number | null }>;
  fetch?: typeof fetch;
}

/** Answers, a time or none, are kept an hour. */
export const introSkipCache = { ttlMs: 60 * 60 * 1000, maxEntries: 1000 } as const;

/**
 * The operator's intro-skip service. A 500 from it comes back as our 500, so the player retries
 * it as it would the service itself; any other failure is a 502 or 504, which the player takes
 * as no skip time.
 */
export class IntroSkipRemote {
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly answers: SharedCache<{ seconds: number | null }>;

  constructor(private readonly options: IntroSkipRemoteOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.answers = options.answers ?? new MemoryCache(introSkipCache);
  }

  /** The skip time in seconds, or null when the service knows none for this episode. */
  async skipTime(imdbId: string, season: number, episode: number): Promise<number | null> {
    const path = `/${encodeURIComponent(imdbId)}/${season}/${episode}`;
    const known = await this.answers.get(path);
    if (known) return known.seconds;
    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      body = await readCappedText(response, INTRO_SKIP_MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw new HttpError(502, 'The intro-skip service answered with too much data');
      }
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new HttpError(504, 'The intro-skip service did not answer in time');
      }
      throw new HttpError(502, 'The intro-skip service could not be reached');
    }
    if (response.status === 500) throw new HttpError(500, 'The intro-skip service failed');
    let seconds: number | null = null;
    if (response.ok) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new HttpError(502, 'The intro-skip service answered with something other than JSON');
      }
      seconds = parseSkipTime((parsed as { introSkipTime?: unknown } | null)?.introSkipTime);
    } else if (response.status !== 404) {
      throw new HttpError(502, `The intro-skip service answered with status ${response.status}`);
    }
    await this.answers.set(path, { seconds });
    return seconds;
  }
}
