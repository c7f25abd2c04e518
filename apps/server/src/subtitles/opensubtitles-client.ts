import { z } from 'zod';
import { BodyTooLargeError, readCappedBytes } from '../http/capped-body.ts';
import { HttpError } from '../http/errors.ts';

/** The service asks every client to name itself and its version. */
export const OPENSUBTITLES_USER_AGENT = 'Screenroom v0.1.0';
const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * A feature film's subtitles run to a hundred or two kilobytes, a long one with styling to a few
 * hundred; more is not a subtitle file.
 */
export const MAX_SUBTITLE_BYTES = 2 * 1024 * 1024;
/**
 * The API's answers: a search page holds a few dozen results of about two kilobytes each, the
 * other calls answer less; 1 MiB is several times the largest.
 */
export const MAX_JSON_BYTES = 1024 * 1024;

export interface OpenSubtitlesClientOptions {
  apiKey: string;
  /** Like `https://api.opensubtitles.com/api/v1`. */
  apiUrl: string;
  /** Each call to the service or to a download link gives up after this long (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const subtitleItem = z.object({
  attributes: z.object({
    language: z.string().nullish(),
    release: z.string().nullish(),
    download_count: z.number().nullish(),
    hearing_impaired: z.boolean().nullish(),
    files: z.array(z.object({ file_id: z.number().int(), file_name: z.string().nullish() })),
  }),
});
export type SubtitleItem = z.infer<typeof subtitleItem>;

const searchAnswer = z.object({ data: z.array(z.unknown()) });
const downloadAnswer = z.object({ link: z.url() });
const quotaAnswer = z.object({ reset_time_utc: z.string().optional() }).loose();

/** Failures of the service, as the messages the browser sees. */
const messages = {
  timeout: 'OpenSubtitles did not answer in time',
  unreachable: 'OpenSubtitles could not be reached',
  notJson: 'OpenSubtitles answered with something other than JSON',
  badShape: 'OpenSubtitles answered in an unexpected shape',
  rateLimited: 'OpenSubtitles is limiting requests; try again in a few seconds',
  keyRefused: "OpenSubtitles refused the server's API key",
  noSuchFile: 'No such subtitle file',
  fileTooLarge: 'The subtitle file is too large',
  answerTooLarge: 'OpenSubtitles answered with too much data',
};

/**
 * The OpenSubtitles REST API (v1) with the operator's key. The key goes in the Api-Key header
 * to the API host only: never to the download link's host, never into an error message.
 * Every failure becomes an HttpError with a message the browser may show.
 */
export class OpenSubtitlesClient {
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly apiUrl: string;

  constructor(private readonly options: OpenSubtitlesClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  /** GET /subtitles; `query` is already in the service's parameter names and order. */
  async search(query: URLSearchParams): Promise<SubtitleItem[]> {
    const response = await this.call(`/subtitles?${query.toString()}`, { method: 'GET' });
    if (!response.ok) throw await this.failure(response, 'search');
    const answer = searchAnswer.safeParse(await this.guarded(() => readJson(response)));
    if (!answer.success) throw new HttpError(502, messages.badShape);
    return answer.data.data.flatMap((item) => {
      const parsed = subtitleItem.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** POST /download, then the file from the link it gives (a download counts against the quota). */
  async download(fileId: number): Promise<string> {
    const response = await this.call('/download', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file_id: fileId }),
    });
    if (!response.ok) throw await this.failure(response, 'download');
    const answer = downloadAnswer.safeParse(await this.guarded(() => readJson(response)));
    if (!answer.success) throw new HttpError(502, messages.badShape);
    return this.fetchFile(answer.data.link);
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    return this.guarded(() =>
      this.fetchImpl(`${this.apiUrl}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          accept: 'application/json',
          'api-key': this.options.apiKey,
          'user-agent': OPENSUBTITLES_USER_AGENT,
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
  }

  private async fetchFile(link: string): Promise<string> {
    const response = await this.guarded(() =>
      this.fetchImpl(link, {
        headers: { 'user-agent': OPENSUBTITLES_USER_AGENT },
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpError(
        502,
        `The subtitle file could not be downloaded (status ${response.status})`,
      );
    }
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      await response.body?.cancel();
      throw new HttpError(502, 'The subtitle link answered with a web page, not a subtitle file');
    }
    const bytes = await this.guarded(() =>
      readLimited(response, MAX_SUBTITLE_BYTES, messages.fileTooLarge),
    );
    return new TextDecoder('utf-8').decode(bytes);
  }

  /** Runs a network step, turning a timeout or a dropped connection into its message. */
  private async guarded<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new HttpError(504, messages.timeout);
      }
      throw new HttpError(502, messages.unreachable);
    }
  }

  private async failure(response: Response, call: 'search' | 'download'): Promise<HttpError> {
    const status = response.status;
    const body = await readJson(response).catch(() => undefined);
    if (status === 406) {
      const quota = quotaAnswer.safeParse(body);
      const reset = quota.success ? quota.data.reset_time_utc : undefined;
      const when = reset && !Number.isNaN(Date.parse(reset)) ? ` (it renews at ${reset})` : '';
      return new HttpError(
        429,
        `The server's daily subtitle download quota is used up${when}`,
        'daily_limit_reached',
      );
    }
    if (status === 429) return new HttpError(429, messages.rateLimited);
    if (status === 401 || status === 403) return new HttpError(502, messages.keyRefused);
    if (status === 404 && call === 'download') return new HttpError(404, messages.noSuchFile);
    if (status >= 500) return new HttpError(502, `OpenSubtitles is unavailable (status ${status})`);
    return new HttpError(502, `OpenSubtitles refused the request (status ${status})`);
  }
}

/** The body as JSON; a page of HTML (a proxy's or a maintenance page) is a clear failure. */
async function readJson(response: Response): Promise<unknown> {
  const bytes = await readLimited(response, MAX_JSON_BYTES, messages.answerTooLarge);
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(bytes)) as unknown;
  } catch {
    throw new HttpError(502, messages.notJson);
  }
}

/** Reads a body up to `limit` bytes as decoded; past it, a 502 with `tooLarge`. */
async function readLimited(
  response: Response,
  limit: number,
  tooLarge: string,
): Promise<Uint8Array> {
  try {
    return await readCappedBytes(response, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(502, tooLarge);
    throw error;
  }
}
