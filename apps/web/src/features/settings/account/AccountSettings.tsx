import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../../shared/stores/auth.ts';
import { SettingsCard } from '../SettingsSection.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';

// Device names are encrypted: the signed-in part brings the cipher, which a visitor without an
// account never needs, so it loads as its own chunk.
const SignedInAccountSettings = lazy(() =>
  import('./SignedInAccountSettings.tsx').then((m) => ({ default: m.SignedInAccountSettings })),
);

/** The account part of the settings page; without an account, an invitation to register. */
export function AccountSettings() {
  const account = useAuthStore((s) => s.account);
  if (!account) return <RegisterCallout />;
  return (
    <Suspense fallback={null}>
      <SignedInAccountSettings account={account} />
    </Suspense>
  );
}

function RegisterCallout() {
  const { t } = useTranslation('sync');
  return (
    <SettingsCard title={t('account.calloutTitle')} description={t('account.calloutText')}>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/register"
          className={buttonClass({ shape: 'pill', size: 'lg', className: 'text-sm' })}
        >
          {t('account.register')}
        </Link>
        <Link
          to="/login"
          className={buttonClass({
            variant: 'secondary',
            shape: 'pill',
            size: 'lg',
            className: 'text-sm',
          })}
        >
          {t('account.login')}
        </Link>
      </div>
    </SettingsCard>
  );
}
