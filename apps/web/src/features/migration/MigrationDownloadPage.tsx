import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../shared/stores/auth.ts';
import { useBookmarkStore } from '../../shared/stores/bookmarks.ts';
import { useProgressStore } from '../../shared/stores/progress.ts';
import { buildExportFile, exportFileName } from './export-file.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { MigrationLayout, StatusPanel } from './MigrationLayout.tsx';

type Status = 'idle' | 'success' | 'error';

/** Hands the browser a file to save; a link click is the only portable way to name it. */
function saveJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function MigrationDownloadPage() {
  const { t } = useTranslation('migration');
  const [status, setStatus] = useState<Status>('idle');

  const download = () => {
    const account = useAuthStore.getState().account;
    if (!account) return;
    try {
      const now = new Date();
      const file = buildExportFile(
        {
          account: { profile: account.profile, deviceName: account.deviceName },
          bookmarks: useBookmarkStore.getState().bookmarks,
          progress: useProgressStore.getState().items,
        },
        now,
      );
      saveJson(exportFileName(now), file);
      setStatus('success');
    } catch (error) {
      console.error('Export failed', error);
      setStatus('error');
    }
  };

  return (
    <MigrationLayout title={t('download.title')} description={t('download.description')}>
      <div className="flex flex-col gap-4 rounded-2xl bg-surface p-5 sm:p-6">
        <Button className="w-fit" onClick={download}>
          {t('download.submit')}
        </Button>
        {status === 'success' ? <StatusPanel tone="success" title={t('download.success')} /> : null}
        {status === 'error' ? <StatusPanel tone="error" title={t('download.failed')} /> : null}
      </div>
    </MigrationLayout>
  );
}
