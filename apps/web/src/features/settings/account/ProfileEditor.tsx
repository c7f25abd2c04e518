import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../shared/account/AvatarPicker.tsx';
import { UserAvatar } from '../../../shared/account/UserAvatar.tsx';
import { useAuthStore, type Account } from '../../../shared/stores/auth.ts';
import { accountClient } from '../../../shared/clients/account.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { Button } from '../../../shared/ui/Button.tsx';

/** The profile picture and a dialog to change it (PATCH /users/{id}). */
export function ProfileEditor({ account }: { account: Account }) {
  const { t } = useTranslation('sync');
  const [draft, setDraft] = useState(account.profile);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saving' | 'error'>('idle');

  const close = () => {
    setOpen(false);
    setStatus('idle');
  };

  const save = async () => {
    setStatus('saving');
    try {
      await accountClient(account).updateUser(account.userId, { profile: draft });
      useAuthStore.getState().updateAccountProfile(draft);
      close();
    } catch (error) {
      console.error('Saving the profile picture failed', error);
      setStatus('error');
    }
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar profile={account.profile} size={64} label={t('account.profilePicture')} />
      <Button
        variant="secondary"
        shape="pill"
        size="lg"
        className="text-sm"
        onClick={() => {
          setDraft(account.profile);
          setOpen(true);
        }}
      >
        {t('account.editProfilePicture')}
      </Button>
      {open ? (
        <AccountDialog title={t('account.editProfilePicture')} onClose={close}>
          <AvatarPicker profile={draft} onChange={setDraft} />
          {status === 'error' ? (
            <p role="alert" className="mt-4 text-sm text-red-300">
              {t('account.saveFailed')}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" shape="pill" size="lg" className="text-sm" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button
              shape="pill"
              size="lg"
              className="text-sm"
              disabled={status === 'saving'}
              onClick={() => void save()}
            >
              {status === 'saving' ? t('account.saving') : t('account.save')}
            </Button>
          </div>
        </AccountDialog>
      ) : null}
    </div>
  );
}
