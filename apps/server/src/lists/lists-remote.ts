import { movieListsSchema, type MovieLists } from '@screenroom/core';
import { BodyTooLargeError, readCappedText } from '../http/capped-body.ts';

/**
 * A listed movie is about a hundred bytes, so a few dozen lists of a hundred films come to a few
 * hundred kilobytes; 2 MiB leaves room for long lists and still keeps a broken service's answer
 * out of memory.
 */
export const LISTS_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export interface ListsRemoteOptions {
  /** The operator's LISTS_URL, answering `GET` with `{ lists: [...] }`. */
  url: string;
  /** Default 5 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Why the operator's lists service gave no usable answer. */
export class ListsRemoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListsRemoteError';
  }
}

/** The operator's lists service: one request, its answer checked against the lists shape. */
export class ListsRemote {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: ListsRemoteOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async fetchLists(): Promise<MovieLists> {
    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(this.options.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      body = await readCappedText(response, LISTS_MAX_ANSWER_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw new ListsRemoteError(
          `The lists service answered more than ${LISTS_MAX_ANSWER_BYTES} bytes`,
        );
      }
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new ListsRemoteError('The lists service did not answer in time');
      }
      throw new ListsRemoteError('The lists service could not be reached');
    }
    if (!response.ok) {
      throw new ListsRemoteError(`The lists service answered with status ${response.status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new ListsRemoteError('The lists service answered with something other than JSON');
    }
    const parsed = movieListsSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new ListsRemoteError(
        `The lists service answered a shape other than { lists }${where}: ${issue?.message ?? ''}`,
      );
    }
    return parsed.data;
  }
}
