import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useAuthStore } from '../stores/auth.ts';
import { LogoutButton } from '../account/LogoutButton.tsx';
import { LogoutFailure } from '../account/LogoutFailure.tsx';
import { ErrorDetailsCard } from './ErrorDetailsCard.tsx';

const button = 'rounded-lg px-4 py-2 font-medium';

const reload = () => window.location.reload();

/**
 * Restoring the account failed for a reason other than a rejected session.
 * A custom server is the usual cause, so resetting it is offered when one is set.
 */
export function ProfileLoadErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation('layout');
  usePageTitle(t('profileError.title'));
  const customServer = useAuthStore((s) => s.backendUrl);
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-5 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('profileError.title')}</h1>
      <p className="max-w-md text-text-dim">{t('profileError.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={`${button} bg-accent text-white hover:bg-accent-strong`}
          onClick={() => window.location.reload()}
        >
          {t('profileError.reload')}
        </button>
        <LogoutButton
          label={t('profileError.logout')}
          className={`${button} bg-surface-raised hover:bg-surface`}
          onLoggedOut={reload}
        />
        {customServer !== null && (
          <button
            type="button"
            className={`${button} bg-surface-raised hover:bg-surface`}
            onClick={() => {
              useAuthStore.getState().setBackendUrl(null);
              window.location.reload();
            }}
          >
            {t('profileError.resetServer')}
          </button>
        )}
      </div>
      <LogoutFailure onLoggedOut={reload} className="max-w-md text-start" />
      <ErrorDetailsCard error={error} />
    </main>
  );
}
