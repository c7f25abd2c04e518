import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LogoutButton } from '../../../shared/account/LogoutButton.tsx';
import { LogoutFailure } from '../../../shared/account/LogoutFailure.tsx';
import { useAdminAccess } from '../../../shared/account/admin-access.ts';
import type { Account } from '../../../shared/stores/auth.ts';
import { SettingsCard } from '../SettingsSection.tsx';
import { accountClient } from '../../../shared/clients/account.ts';
import { logoutEverywhere } from './account-actions.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { DeviceList } from './DeviceList.tsx';
import { DeviceNameEditor } from './DeviceNameEditor.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { PublicKeyCard } from './PublicKeyCard.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';

/** The account part of the settings page for a signed-in viewer. */
export function SignedInAccountSettings({ account }: { account: Account }) {
  const { t } = useTranslation('sync');
  const navigate = useNavigate();
  const [logoutFailed, setLogoutFailed] = useState(false);
  // The admin panel link shows only to those the admin page lets in see it.
  const isAdmin = useAdminAccess() === 'granted';

  const logoutAll = async () => {
    setLogoutFailed(false);
    try {
      // A failed save of the last changes is shown by the logout control beside this one.
      if ((await logoutEverywhere(accountClient(account), account)) === 'logged-out') {
        await navigate('/');
      }
    } catch (error) {
      console.error('Logging out everywhere failed', error);
      setLogoutFailed(true);
    }
  };

  return (
    <>
      <SettingsCard title={t('account.profileTitle')}>
        <div className="flex flex-col gap-6">
          <ProfileEditor account={account} />
          <DeviceNameEditor key={account.sessionId} account={account} />
        </div>
      </SettingsCard>
      <SettingsCard title={t('account.devices')} description={t('account.devicesText')}>
        <DeviceList account={account} />
      </SettingsCard>
      <PublicKeyCard account={account} />
      <SettingsCard title={t('account.actionsTitle')}>
        <div className="flex flex-wrap gap-3">
          <LogoutButton
            label={t('account.logout')}
            className={buttonClass({
              variant: 'secondary',
              shape: 'pill',
              size: 'lg',
              className: 'text-sm',
            })}
          />
          <Button
            variant="secondary"
            shape="pill"
            size="lg"
            className="text-sm"
            onClick={() => void logoutAll()}
          >
            {t('account.logoutAll')}
          </Button>
          <Link
            to="/migration"
            className={buttonClass({
              variant: 'secondary',
              shape: 'pill',
              size: 'lg',
              className: 'text-sm',
            })}
          >
            {t('account.migrate')}
          </Link>
          {isAdmin ? (
            <Link
              to="/admin"
              className={buttonClass({
                variant: 'secondary',
                shape: 'pill',
                size: 'lg',
                className: 'text-sm',
              })}
            >
              {t('account.adminPanel')}
            </Link>
          ) : null}
          <DeleteAccount account={account} />
        </div>
        <LogoutFailure className="mt-3" />
        {logoutFailed ? (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {t('account.logoutAllFailed')}
          </p>
        ) : null}
      </SettingsCard>
    </>
  );
}
