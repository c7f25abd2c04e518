export type ScrapeErrorStatus = 'notfound' | 'failure';

/** The source or embed worked but has nothing for this title. */
export class NotFoundError extends Error {
  readonly status = 'notfound' as const;
  constructor(reason = 'not found') {
    super(reason);
    this.name = 'NotFoundError';
  }
}

/** Something went wrong while scraping: network, unexpected answer, bug. */
export class ScrapeFailureError extends Error {
  readonly status = 'failure' as const;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ScrapeFailureError';
  }
}

export function errorStatus(error: unknown): ScrapeErrorStatus {
  return error instanceof NotFoundError ? 'notfound' : 'failure';
}

export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
