import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryScan } from '../../shared/clients/library-scan.ts';
import { useServerErrorText } from '../../shared/clients/server-error-text.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { AdminCard } from './AdminCard.tsx';
import { useEffectiveBackendUrl } from '../../shared/clients/effective-backend.ts';

/** The media library's last scan, and a button that scans now and shows what it found. */
export function LibraryScanCard() {
  const { t } = useTranslation('admin');
  const errorText = useServerErrorText();
  const token = useAuthStore((s) => s.account?.token ?? '');
  const backendUrl = useEffectiveBackendUrl() ?? '';
  const client = useQueryClient();
  const queryKey = ['admin-library-scan', backendUrl, token];
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => libraryScan(backendUrl, token, false, signal),
    retry: false,
  });
  const scan = useMutation({
    mutationFn: () => libraryScan(backendUrl, token, true),
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
  });
  const data = scan.isPending ? undefined : status.data;
  const error = scan.error ?? status.error;
  const last = data?.last;
  return (
    <AdminCard id="admin-library-scan" title={t('libraryScan.title')}>
      <p className="text-text-dim">{t('libraryScan.intro')}</p>
      {data && (
        <p>
          {t('libraryScan.following', {
            watching: data.watching ? t('libraryScan.on') : t('libraryScan.off'),
            interval: data.intervalSeconds,
          })}
        </p>
      )}
      <p role="status">
        {scan.isPending || data?.scanning
          ? t('libraryScan.scanning')
          : last
            ? last.error
              ? t('libraryScan.failedScan')
              : t('libraryScan.last', {
                  trigger: t(`libraryScan.triggers.${last.trigger}`),
                  time: new Date(last.startedAt).toLocaleString(),
                  files: last.files,
                  movies: last.movies,
                  shows: last.shows,
                  duration: last.durationMs,
                })
            : data
              ? t('libraryScan.never')
              : ''}
      </p>
      {last?.error && (
        // The operating system's own words about the folders, for the operator to look up; they
        // have no translation, so they are marked as English.
        <p>
          <code lang="en" dir="ltr" className="text-sm text-text-dim">
            {last.error}
          </code>
        </p>
      )}
      {error && (
        <p role="alert" className="text-red-400">
          {t('libraryScan.failed', { reason: errorText(error) })}
        </p>
      )}
      <Button onClick={() => scan.mutate()} disabled={scan.isPending}>
        {t('libraryScan.scan')}
      </Button>
    </AdminCard>
  );
}
