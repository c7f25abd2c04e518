import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BackendError } from '../../shared/clients/backend.ts';
import { useServerErrorText } from '../../shared/clients/server-error-text.ts';
import { AccountCard } from './AccountCard.tsx';
import { isValidLoginPassphrase, normalizePassphrase } from './account-validation.ts';
import {
  deviceNameProblem,
  type DeviceNameProblem,
} from '../../shared/account/device-name-rules.ts';
import { DeviceNameInput } from '../../shared/account/DeviceNameInput.tsx';
import { PassphraseInput } from './PassphraseInput.tsx';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { useAuth } from '../../shared/account/useAuth.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { redirectTarget } from '../../shared/routing/redirect-target.ts';
import { Button } from '../../shared/ui/Button.tsx';

/** The server's answer to login start when no user has the key: 401 'User cannot be found'. */
function isUnknownUser(error: unknown): boolean {
  return (
    error instanceof BackendError &&
    error.status === 401 &&
    (error.code === 'user_not_found' || /cannot be found/i.test(error.message))
  );
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const serverText = useServerErrorText();
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  // Where the viewer was headed (a private server's player sends them here), kept to register too.
  const { search } = useLocation();
  const { login } = useAuth();
  const [passphrase, setPassphrase] = useState('');
  const [deviceName, setDeviceName] = useState('');
  const [passphraseError, setPassphraseError] = useState<string | null>(null);
  const [deviceProblem, setDeviceProblem] = useState<DeviceNameProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validPassphrase = isValidLoginPassphrase(passphrase);
    const device = deviceNameProblem(deviceName);
    setPassphraseError(validPassphrase ? null : t('login.invalidPassphrase'));
    setDeviceProblem(device);
    setFailure(null);
    if (!validPassphrase || device) return;
    setSubmitting(true);
    try {
      await login({ mnemonic: normalizePassphrase(passphrase), deviceName: deviceName.trim() });
      await navigate(redirectTarget(search));
    } catch (error) {
      if (isUnknownUser(error)) setPassphraseError(t('login.notFound'));
      else setFailure(t('login.failed', { message: serverText(error) }));
      setSubmitting(false);
    }
  }

  return (
    <PageFrame>
      <AccountCard title={t('login.title')} description={t('login.description')}>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
          <PassphraseInput
            label={t('login.passphraseLabel')}
            placeholder={t('login.passphrasePlaceholder')}
            value={passphrase}
            onChange={(value) => {
              setPassphrase(value);
              setPassphraseError(null);
            }}
            error={passphraseError}
          />
          <DeviceNameInput
            value={deviceName}
            onChange={(value) => {
              setDeviceName(value);
              setDeviceProblem(null);
            }}
            problem={deviceProblem}
          />
          {failure && (
            <p role="alert" className="rounded-lg bg-red-500/10 p-3 text-sm text-red-200">
              {failure}
            </p>
          )}
          <Button shape="pill" size="xl" type="submit" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </AccountCard>
      <p className="mb-10 text-center text-sm text-text-dim">
        {t('login.noAccount')}{' '}
        <Link to={`/register${search}`} className="font-semibold text-accent-text hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </PageFrame>
  );
}
