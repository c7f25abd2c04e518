import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Account } from '../../../shared/stores/auth.ts';
import { accountClient } from '../../../shared/clients/account.ts';
import { deleteAccount } from './account-actions.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { Button } from '../../../shared/ui/Button.tsx';

/** Deletion asks once more in a dialog, because nothing can bring the account back. */
export function DeleteAccount({ account }: { account: Account }) {
  const { t } = useTranslation('sync');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'deleting' | 'error'>('idle');

  const confirm = async () => {
    setStatus('deleting');
    try {
      await deleteAccount(accountClient(account), account);
      await navigate('/');
    } catch (error) {
      console.error('Deleting the account failed', error);
      setStatus('error');
    }
  };

  return (
    <>
      <Button
        variant="danger"
        shape="pill"
        size="lg"
        className="text-sm"
        onClick={() => setOpen(true)}
      >
        {t('account.deleteAccount')}
      </Button>
      {open ? (
        <AccountDialog
          title={t('account.deleteTitle')}
          onClose={() => {
            setOpen(false);
            setStatus('idle');
          }}
        >
          <p className="text-sm text-text-dim">{t('account.deleteWarning')}</p>
          {status === 'error' ? (
            <p role="alert" className="mt-3 text-sm text-red-300">
              {t('account.deleteFailed')}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <Button
              variant="secondary"
              shape="pill"
              size="lg"
              className="text-sm"
              onClick={() => setOpen(false)}
            >
              {t('account.cancel')}
            </Button>
            <Button
              variant="danger"
              shape="pill"
              size="lg"
              className="text-sm"
              disabled={status === 'deleting'}
              onClick={() => void confirm()}
            >
              {status === 'deleting' ? t('account.deleting') : t('account.deleteConfirm')}
            </Button>
          </div>
        </AccountDialog>
      ) : null}
    </>
  );
}
