import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createBackendClient } from '../../shared/clients/backend.ts';
import { AdminCard } from './AdminCard.tsx';
import { checkBackend, isFailedCheck } from '../../shared/clients/admin-checks.ts';
import { CheckFailureText } from './CheckFailureText.tsx';
import { useEffectiveBackendUrl } from '../../shared/clients/effective-backend.ts';
import { ResultLine } from './ResultLine.tsx';
import { TestButton } from './TestButton.tsx';
import { useTestButton } from './hooks/useTestButton.ts';

export function BackendTestCard() {
  const { t } = useTranslation('admin');
  const backendUrl = useEffectiveBackendUrl();
  const run = useCallback(
    () => checkBackend(backendUrl, () => createBackendClient(backendUrl ?? '').getMeta()),
    [backendUrl],
  );
  const { result, busy, disabled, start } = useTestButton(run, isFailedCheck);
  return (
    <AdminCard id="admin-backend" title={t('backend.title')}>
      <p className="text-text-dim">
        {t('backend.text', { url: backendUrl === '' ? t('constants.sameOrigin') : backendUrl })}
      </p>
      <TestButton onClick={() => void start()} disabled={disabled} busy={busy} />
      {result === null ? null : result.ok ? (
        <ResultLine ok>
          {t('backend.success', { name: result.value.name, version: result.value.version })}
          {result.value.userCount === null ? null : (
            <span className="block">{t('backend.users', { users: result.value.userCount })}</span>
          )}
          {result.value.providerCount === null ? null : (
            <span className="block">
              {t('backend.providers', { lookups: result.value.providerCount })}
            </span>
          )}
        </ResultLine>
      ) : (
        <ResultLine ok={false}>
          <CheckFailureText failure={result} />
        </ResultLine>
      )}
    </AdminCard>
  );
}
