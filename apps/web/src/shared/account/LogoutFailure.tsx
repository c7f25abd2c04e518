import { useTranslation } from 'react-i18next';
import { logOutAnyway, logOutThen, stayLoggedIn } from './logout.ts';
import { useLogoutStore } from './logout-store.ts';

const choiceButton =
  'rounded-full px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline focus-visible:outline-2';

/**
 * Shown when a logout could not save the last changes: try again, log out anyway (losing them),
 * or stay logged in with them still queued.
 */
export function LogoutFailure({
  onLoggedOut,
  className = '',
}: {
  onLoggedOut?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const status = useLogoutStore((s) => s.status);
  if (status.kind !== 'failed') return null;
  return (
    <div role="alert" className={`flex flex-col gap-2 text-sm text-red-300 ${className}`}>
      <p>
        {status.reason === 'refused' ? t('logout.failedRefused') : t('logout.failedUnreachable')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${choiceButton} bg-accent text-white hover:bg-accent-strong`}
          onClick={() => void logOutThen(onLoggedOut)}
        >
          {t('logout.tryAgain')}
        </button>
        <button
          type="button"
          className={`${choiceButton} bg-surface-raised text-text hover:bg-white/10`}
          onClick={() => void logOutAnyway().then(() => onLoggedOut?.())}
        >
          {t('logout.anyway')}
        </button>
        <button
          type="button"
          className={`${choiceButton} text-text-dim hover:text-text`}
          onClick={stayLoggedIn}
        >
          {t('logout.stay')}
        </button>
      </div>
    </div>
  );
}
