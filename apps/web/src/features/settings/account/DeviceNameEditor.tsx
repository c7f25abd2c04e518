import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceNameProblem } from '../../../shared/account/device-name-rules.ts';
import { DeviceNameInput } from '../../../shared/account/DeviceNameInput.tsx';
import { useAuthStore, type Account } from '../../../shared/stores/auth.ts';
import { accountClient } from '../../../shared/clients/account.ts';
import { readDeviceName, sealDeviceName } from './device-name.ts';
import { Button } from '../../../shared/ui/Button.tsx';

type Status = 'idle' | 'saving' | 'saved' | 'error';

/** Renames this device: the name is encrypted here and the server only keeps the ciphertext. */
export function DeviceNameEditor({ account }: { account: Account }) {
  const { t } = useTranslation('sync');
  const [name, setName] = useState(() => readDeviceName(account.deviceName, account.seed) ?? '');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const problem = touched ? deviceNameProblem(name) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (deviceNameProblem(name)) return;
    setStatus('saving');
    const encrypted = sealDeviceName(name, account.seed);
    try {
      await accountClient(account).updateSession(account.sessionId, { deviceName: encrypted });
      useAuthStore.getState().updateDeviceName(encrypted);
      setStatus('saved');
    } catch (error) {
      console.error('Renaming the device failed', error);
      setStatus('error');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3">
      <DeviceNameInput
        value={name}
        onChange={(value) => {
          setName(value);
          setStatus('idle');
        }}
        problem={problem}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          shape="pill"
          size="lg"
          className="text-sm"
          type="submit"
          disabled={status === 'saving'}
        >
          {status === 'saving' ? t('account.saving') : t('account.saveDeviceName')}
        </Button>
        <p role="status" className="text-sm text-text-dim">
          {status === 'saved' ? t('account.saved') : null}
        </p>
        {status === 'error' ? (
          <p role="alert" className="text-sm text-red-300">
            {t('account.saveFailed')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
