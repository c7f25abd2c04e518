import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryScan } from '../../clients/library-scan.ts';
import { LibraryRequestError } from '../../clients/library.ts';
import { useAuthStore } from '../../stores/auth.ts';
import { Button } from '../ui/Button.tsx';
import { AdminCard } from './AdminCard.tsx';
import { useEffectiveBackendUrl } from './effective-backend.ts';

/** The media library's last scan, and a button that scans now and shows what it found. */
export function LibraryScanCard() {
  const { t } = useTranslation('admin');
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
              ? t('libraryScan.failedScan', { error: last.error })
              : t('libraryScan.last', {
                  trigger: last.trigger,
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
      {error && (
        <p role="alert" className="text-red-400">
          {t('libraryScan.failed', {
            status: error instanceof LibraryRequestError ? error.status : error.message,
          })}
        </p>
      )}
      <Button onClick={() => scan.mutate()} disabled={scan.isPending}>
        {t('libraryScan.scan')}
      </Button>
    </AdminCard>
  );
}
