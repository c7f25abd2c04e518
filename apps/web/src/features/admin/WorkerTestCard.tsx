import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';
import { AdminCard } from './AdminCard.tsx';
import { anyWorkerFailed, checkWorkers } from '../../shared/clients/admin-checks.ts';
import { echoAddress } from '../../shared/clients/proxy-test.ts';
import { CheckFailureText } from './CheckFailureText.tsx';
import { ResultLine } from './ResultLine.tsx';
import { TestButton } from './TestButton.tsx';
import { useTestButton } from './hooks/useTestButton.ts';

const EMPTY: string[] = [];

export function WorkerTestCard() {
  const { t } = useTranslation('admin');
  const workers = useAuthStore((s) => s.proxySet) ?? EMPTY;
  const run = useCallback(
    () =>
      checkWorkers(
        workers,
        echoAddress(appConfig.proxyEchoUrl, location.origin, crypto.randomUUID()),
      ),
    [workers],
  );
  const { result, busy, disabled, start } = useTestButton(run, anyWorkerFailed);
  const allPassed = result !== null && result.length > 0 && result.every((r) => r.ok);
  return (
    <AdminCard id="admin-workers" title={t('workers.title')}>
      <p className="text-text-dim">
        {workers.length === 0 ? t('workers.none') : t('workers.count', { count: workers.length })}
      </p>
      <TestButton
        onClick={() => void start()}
        disabled={disabled || workers.length === 0}
        busy={busy}
      />
      {result === null ? null : (
        <ul className="space-y-2">
          {result.map((worker, index) => (
            <li key={`${worker.url}-${index}`}>
              <ResultLine ok={worker.ok}>
                {t('workers.name', { number: index + 1 })}:{' '}
                {worker.ok ? t('workers.passed') : <CheckFailureText failure={worker} />}
              </ResultLine>
            </li>
          ))}
        </ul>
      )}
      {allPassed ? <ResultLine ok>{t('workers.allPassed')}</ResultLine> : null}
    </AdminCard>
  );
}
