import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config.ts';
import { AdminCard } from './AdminCard.tsx';
import { checkTmdb, isFailedCheck, type TmdbTarget } from '../../shared/clients/admin-checks.ts';
import { CheckFailureText } from './CheckFailureText.tsx';
import { ResultLine } from './ResultLine.tsx';
import { TestButton } from './TestButton.tsx';
import { useTestButton } from './hooks/useTestButton.ts';

const TMDB_DIRECT_URL = 'https://api.themoviedb.org/3';

/**
 * The movie-database key normally stays on our server, so the test calls our /tmdb/3 route;
 * only a browser read token configured by the operator is checked against the service itself.
 */
export function TmdbTestCard({ readToken = appConfig.tmdbReadApiKey }: { readToken?: string }) {
  const { t } = useTranslation('admin');
  const run = useCallback(() => {
    const target: TmdbTarget = readToken
      ? { baseUrl: TMDB_DIRECT_URL, token: readToken }
      : { baseUrl: appConfig.tmdbApiUrl };
    return checkTmdb(target);
  }, [readToken]);
  const { result, busy, disabled, start } = useTestButton(run, isFailedCheck);
  return (
    <AdminCard id="admin-tmdb" title={t('tmdb.title')}>
      <p className="text-text-dim">
        {readToken ? t('tmdb.withToken') : t('tmdb.serverKey', { url: appConfig.tmdbApiUrl })}
      </p>
      <TestButton onClick={() => void start()} disabled={disabled} busy={busy} />
      {result === null ? null : result.ok ? (
        <ResultLine ok>{t('tmdb.success', { title: result.value.title })}</ResultLine>
      ) : (
        <ResultLine ok={false}>
          <CheckFailureText failure={result} />
        </ResultLine>
      )}
    </AdminCard>
  );
}
