import { generateMnemonic } from '@screenroom/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateAccountStep } from '../components/account/CreateAccountStep.tsx';
import { PassphraseStep } from '../components/account/PassphraseStep.tsx';
import { executeRecaptcha } from '../components/account/recaptcha.ts';
import type { RegisterStep } from '../components/account/StepIndicator.tsx';
import { TrustStep } from '../components/account/TrustStep.tsx';
import { VerifyStep } from '../components/account/VerifyStep.tsx';
import { PageFrame } from '../components/layout/PageFrame.tsx';
import { useAuth } from '../hooks/useAuth.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';

/** The 4-step register wizard. The passphrase stays in this page. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('register.pageTitle'));
  const navigate = useNavigate();
  const { register } = useAuth();
  const [mnemonic] = useState(generateMnemonic);
  const [step, setStep] = useState<RegisterStep>('passphrase');
  const [captchaSiteKey, setCaptchaSiteKey] = useState<string | undefined>(undefined);

  return (
    <PageFrame>
      {step === 'passphrase' && (
        <PassphraseStep mnemonic={mnemonic} onNext={() => setStep('verify')} />
      )}
      {step === 'verify' && (
        <VerifyStep
          mnemonic={mnemonic}
          onBack={() => setStep('passphrase')}
          onNext={() => setStep('trust')}
        />
      )}
      {step === 'trust' && (
        <TrustStep
          onBack={() => setStep('verify')}
          onNext={(siteKey) => {
            setCaptchaSiteKey(siteKey);
            setStep('account');
          }}
        />
      )}
      {step === 'account' && (
        <CreateAccountStep
          onBack={() => setStep('trust')}
          onSubmit={async (deviceName, profile) => {
            // Asked for at each attempt: a token register start has seen is spent, even when the
            // attempt failed afterwards.
            const captchaToken = captchaSiteKey
              ? await executeRecaptcha(captchaSiteKey).catch(() => {
                  throw new Error(t('trust.captchaFailed'));
                })
              : undefined;
            await register({ mnemonic, deviceName, profile, captchaToken });
            await navigate('/');
          }}
        />
      )}
      <p className="mb-10 text-center text-sm text-text-dim">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-accent-text hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </PageFrame>
  );
}
