import type { ScrapeReasonCode } from '@screenroom/core';

export type ScrapeErrorStatus = 'notfound' | 'failure';

/** How a scrape failure is told to a viewer (a not found is its own error). */
export type ScrapeFailureKind = Exclude<ScrapeReasonCode, 'notfound'>;

/** The source or embed worked but has nothing for this title. */
export class NotFoundError extends Error {
  readonly status = 'notfound' as const;
  constructor(reason = 'not found') {
    super(reason);
    this.name = 'NotFoundError';
  }
}

/**
 * Something went wrong while scraping: `refused` when the service answered an error status,
 * `unreachable` when it did not answer, `error` (the default) for an unreadable answer or a bug.
 */
export class ScrapeFailureError extends Error {
  readonly status = 'failure' as const;
  readonly kind: ScrapeFailureKind;
  constructor(reason: string, options?: { cause?: unknown; kind?: ScrapeFailureKind }) {
    super(reason, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ScrapeFailureError';
    this.kind = options?.kind ?? 'error';
  }
}

export function errorStatus(error: unknown): ScrapeErrorStatus {
  return error instanceof NotFoundError ? 'notfound' : 'failure';
}

export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a scraper gave nothing, as a viewer is told it; any error not ours counts as `error`. */
export function errorReasonCode(error: unknown): ScrapeReasonCode {
  if (error instanceof NotFoundError) return 'notfound';
  if (error instanceof ScrapeFailureError) return error.kind;
  return 'error';
}
