import { ratingsFromOmdb, type OmdbOutcome } from '@screenroom/core';
import { BodyTooLargeError, readCappedText } from '../http/capped-body.ts';
import { HttpError } from '../http/errors.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * One title's answer, with the aggregator's fields, is two or three kilobytes even with a long
 * plot and cast; a hundred times that is not OMDb.
 */
export const OMDB_MAX_ANSWER_BYTES = 256 * 1024;

export interface OmdbClientOptions {
  apiKey: string;
  /** Like `https://www.omdbapi.com/`. */
  apiUrl: string;
  /** Each call gives up after this long (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const messages = {
  timeout: 'OMDb did not answer in time',
  unreachable: 'OMDb could not be reached',
  notJson: 'OMDb answered with something other than JSON',
  tooLarge: 'OMDb answered with too much data',
};

/**
 * The OMDb API with the operator's key, asked by IMDb id. OMDb answers its errors as JSON
 * (`Response: "False"`), with status 401 for a refused key and for the daily limit, so the body
 * decides, not the status. A timeout, a dropped connection or a body that is not JSON becomes an
 * HttpError; the key never goes into a message.
 */
export class OmdbClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: OmdbClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async ratings(imdbId: string): Promise<OmdbOutcome> {
    const url = new URL(this.options.apiUrl);
    url.searchParams.set('i', imdbId);
    url.searchParams.set('apikey', this.options.apiKey);
    // Adds the aggregator's page address (`tomatoURL`) when OMDb knows it.
    url.searchParams.set('tomatoes', 'true');
    let text: string;
    let status: number;
    try {
      const response = await this.fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      status = response.status;
      text = await readCappedText(response, OMDB_MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new HttpError(502, messages.tooLarge);
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new HttpError(504, messages.timeout);
      }
      throw new HttpError(502, messages.unreachable);
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      if (status >= 500) throw new HttpError(502, `OMDb is unavailable (status ${status})`);
      throw new HttpError(502, messages.notJson);
    }
    return ratingsFromOmdb(body, imdbId);
  }
}
