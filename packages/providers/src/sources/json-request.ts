import { ScrapeFailureError } from '../errors.ts';
import type { Fetcher } from '../fetcher.ts';

export type JsonRequestContext = { proxiedFetcher: Fetcher; signal?: AbortSignal };

export type JsonAnswer = { statusCode: number; body: unknown };

/**
 * GET through the proxied fetcher. A request that never got an answer is a scrape failure named
 * after `what`; an abort passes through untouched so the runner stops instead of reporting it.
 */
export async function getThroughProxy(
  ctx: JsonRequestContext,
  url: string,
  what: string,
): Promise<JsonAnswer> {
  try {
    const response = await ctx.proxiedFetcher(url, ctx.signal ? { signal: ctx.signal } : {});
    return { statusCode: response.statusCode, body: response.body };
  } catch (error) {
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ScrapeFailureError(`${what} did not answer: ${reason}`, {
      cause: error,
      kind: 'unreachable',
    });
  }
}

export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The body as a JSON object, or a failure naming `what` (an HTML page, an array, text). */
export function jsonObject(body: unknown, what: string): Record<string, unknown> {
  if (!isJsonObject(body))
    throw new ScrapeFailureError(`${what} answered something other than JSON`);
  return body;
}

/** A successful status, or a failure naming `what` and the status. */
export function assertOk(answer: JsonAnswer, what: string): void {
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    throw new ScrapeFailureError(`${what} answered ${answer.statusCode}`, { kind: 'refused' });
  }
}
