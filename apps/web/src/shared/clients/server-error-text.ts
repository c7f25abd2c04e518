import type { ServerErrorCode } from '@screenroom/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerScrapeError, ServerScrapeProblem } from './server-scrape.ts';

/** A failure of one of our server's calls: its status (0 when the network failed) and code. */
export interface CodedFailure {
  status: number;
  code?: ServerErrorCode;
  message: string;
}

function isCodedFailure(error: unknown): error is CodedFailure {
  return (
    error instanceof Error &&
    typeof (error as Partial<CodedFailure>).status === 'number' &&
    'code' in error
  );
}

/**
 * Pure given `t`: the words a viewer reads for a failed call, in their language. A code the server
 * sent decides them; a failed network says so; the server's English message is the fallback for
 * a server that sends no code this app knows.
 */
export function serverErrorText(t: TFunction<'common'>, error: unknown): string {
  if (isCodedFailure(error)) {
    if (error.code) return t(`serverErrors.${error.code}`);
    if (error.status === 0) return t('serverErrors.network');
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return t('serverErrors.internal');
}

// Type-only, so the pages that word account errors do not pull the scrape runner in.
function isServerScrapeError(error: unknown): error is ServerScrapeError {
  return error instanceof Error && error.name === 'ServerScrapeError' && 'problem' in error;
}

const scrapeProblemKeys = {
  unreachable: 'scrapeFailures.unreachable',
  notJson: 'scrapeFailures.unreadable',
  unknownLine: 'scrapeFailures.unreadable',
  noBody: 'scrapeFailures.unreadable',
  unexpectedAnswer: 'scrapeFailures.unreadable',
  noAnswer: 'scrapeFailures.noAnswer',
  failed: 'scrapeFailures.failed',
} as const satisfies Record<Exclude<ServerScrapeProblem, 'refused'>, string>;

/**
 * Pure given `t`: why a search for sources broke, in the viewer's language. A refusal is worded
 * from the server's code like any other call; the failures this app noticed itself have their own
 * words; anything else (a run in the browser) gets the general ones.
 */
export function scrapeFailureText(t: TFunction<'common'>, error: unknown): string {
  if (!isServerScrapeError(error)) return t('scrapeFailures.other');
  if (error.problem === 'refused') {
    return t('scrapeFailures.refused', { reason: serverErrorText(t, error.refusal) });
  }
  return t(scrapeProblemKeys[error.problem]);
}

/** `serverErrorText` in the current language. */
export function useServerErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => serverErrorText(t, error), [t]);
}
