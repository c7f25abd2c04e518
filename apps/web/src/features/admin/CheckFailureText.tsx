import { useTranslation } from 'react-i18next';
import type { AdminCheckError, CheckFailure } from '../../shared/clients/admin-checks.ts';

// Written out here, next to the t() call, so the missing-key test can check every message.
const failureText = {
  backendUnset: 'errors.backendUnset',
  backendFailed: 'errors.backendFailed',
  tmdbUnset: 'errors.tmdbUnset',
  tmdbNotReadOnly: 'errors.tmdbNotReadOnly',
  tmdbFailed: 'errors.tmdbFailed',
  workerSlash: 'errors.workerSlash',
  workerStatus: 'errors.workerStatus',
  workerNoEcho: 'errors.workerNoEcho',
  workerFailed: 'errors.workerFailed',
} as const satisfies Record<AdminCheckError, string>;

/** A failed admin check in the viewer's language. */
export function CheckFailureText({ failure }: { failure: Pick<CheckFailure, 'error' | 'values'> }) {
  const { t } = useTranslation('admin');
  return <>{t(failureText[failure.error], failure.values)}</>;
}
