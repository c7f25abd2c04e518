import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../shared/clients/server-error-text.ts';
import type { AccountProfile } from '../../shared/stores/auth.ts';
import { AccountCard } from './AccountCard.tsx';
import {
  deviceNameProblem,
  type DeviceNameProblem,
} from '../../shared/account/device-name-rules.ts';
import { defaultProfile } from '../../shared/account/avatar-options.ts';
import { AvatarPicker } from '../../shared/account/AvatarPicker.tsx';
import { DeviceNameInput } from '../../shared/account/DeviceNameInput.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { Button } from '../../shared/ui/Button.tsx';

export interface CreateAccountStepProps {
  onBack: () => void;
  onSubmit: (deviceName: string, profile: AccountProfile) => Promise<void>;
}

export function CreateAccountStep({ onBack, onSubmit }: CreateAccountStepProps) {
  const { t } = useTranslation('account');
  const serverText = useServerErrorText();
  const [deviceName, setDeviceName] = useState('');
  const [profile, setProfile] = useState<AccountProfile>({ ...defaultProfile });
  const [problem, setProblem] = useState<DeviceNameProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = deviceNameProblem(deviceName);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(deviceName.trim(), profile);
    } catch (error) {
      setFailure(serverText(error));
      setSubmitting(false);
    }
  }

  return (
    <AccountCard
      header={<StepIndicator current="account" />}
      title={t('create.title')}
      description={t('create.description')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
        <DeviceNameInput
          value={deviceName}
          onChange={(value) => {
            setDeviceName(value);
            setProblem(null);
          }}
          problem={problem}
        />
        <AvatarPicker profile={profile} onChange={setProfile} />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-200">
            {t('create.failed', { message: failure })}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" shape="pill" size="xl" onClick={onBack}>
            {t('register.back')}
          </Button>
          <Button shape="pill" size="xl" type="submit" disabled={submitting}>
            {submitting ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
