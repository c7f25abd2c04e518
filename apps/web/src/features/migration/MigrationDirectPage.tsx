import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createBackendClient } from '../../shared/clients/backend.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { UrlField } from '../../shared/ui/UrlField.tsx';
import { logoutCurrentAccount } from '../../shared/account/useAuth.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';
import { useBookmarkStore } from '../../shared/stores/bookmarks.ts';
import { useProgressStore } from '../../shared/stores/progress.ts';
import { useSubtitleStore } from '../../shared/stores/subtitles.ts';
import { currentSettings } from '../../shared/sync/settings-sync.ts';
import { CaptchaRequiredError, migrateDirect, normaliseBackendUrl } from './direct-migration.ts';
import { MigrationLayout, StatusPanel } from './MigrationLayout.tsx';

type Status = 'idle' | 'processing' | 'success' | 'error';

export function MigrationDirectPage() {
  const { t } = useTranslation('migration');
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [migratedTo, setMigratedTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<
    'direct.failed' | 'direct.captcha' | 'direct.invalidUrl'
  >('direct.failed');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = useAuthStore.getState().account;
    if (!account) return;
    if (url.trim() === '') {
      // A missing backend URL is answered with an alert.
      window.alert(t('direct.urlRequired'));
      return;
    }
    const backendUrl = normaliseBackendUrl(url);
    if (!backendUrl) {
      setErrorKey('direct.invalidUrl');
      setStatus('error');
      return;
    }
    setStatus('processing');
    try {
      await migrateDirect(
        (token) => createBackendClient(backendUrl, token),
        account,
        {
          bookmarks: useBookmarkStore.getState().bookmarks,
          progress: useProgressStore.getState().items,
        },
        {
          ...currentSettings(),
          defaultSubtitleLanguage: useSubtitleStore.getState().lastSelectedLanguage,
        },
      );
      setMigratedTo(backendUrl);
      setStatus('success');
    } catch (error) {
      console.error('Direct migration failed', error);
      setErrorKey(error instanceof CaptchaRequiredError ? 'direct.captcha' : 'direct.failed');
      setStatus('error');
    }
  };

  const goToLogin = async () => {
    // The session being ended lives on the old server, so the app keeps pointing there until
    // the logout is done; only then does the next login go to the server that has the data.
    await logoutCurrentAccount();
    if (migratedTo) useAuthStore.getState().setBackendUrl(migratedTo);
    await navigate('/login');
  };

  return (
    <MigrationLayout title={t('direct.title')} description={t('direct.description')}>
      {status === 'success' ? (
        <StatusPanel tone="success" title={t('direct.success')}>
          <p className="text-sm text-text-dim">{t('direct.successHint')}</p>
          <Button className="w-fit" onClick={() => void goToLogin()}>
            {t('direct.login')}
          </Button>
        </StatusPanel>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4 rounded-2xl bg-surface p-5 sm:p-6"
        >
          <UrlField
            size="compact"
            label={t('direct.urlLabel')}
            hint={t('direct.urlHint')}
            autoComplete="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          {status === 'error' ? <StatusPanel tone="error" title={t(errorKey)} /> : null}
          <Button type="submit" className="w-fit" disabled={status === 'processing'}>
            {status === 'processing' ? t('direct.processing') : t('direct.submit')}
          </Button>
        </form>
      )}
    </MigrationLayout>
  );
}
