import { generateMnemonic } from '@screenroom/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AccountCard } from './AccountCard.tsx';
import { CreateAccountStep } from './CreateAccountStep.tsx';
import { PassphraseStep } from './PassphraseStep.tsx';
import { executeRecaptcha } from './recaptcha.ts';
import type { RegisterStep } from './StepIndicator.tsx';
import { TrustStep } from './TrustStep.tsx';
import { VerifyStep } from './VerifyStep.tsx';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { useAuth } from '../../shared/account/useAuth.ts';
import { useBackendMeta } from '../../shared/hooks/useBackendMeta.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { redirectTarget } from '../../shared/routing/redirect-target.ts';

/**
 * The 4-step register wizard; the passphrase stays in this page. A server that takes no new
 * accounts says so in its /meta, and the page says so instead of failing at the last step.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('register.pageTitle'));
  const { search } = useLocation();
  const meta = useBackendMeta();
  if (meta.data?.registration === 'closed') {
    return (
      <PageFrame>
        <AccountCard
          title={t('register.closed.title')}
          description={t('register.closed.description')}
        >
          <Link to={`/login${search}`} className={buttonClass({ shape: 'pill', size: 'xl' })}>
            {t('register.closed.login')}
          </Link>
        </AccountCard>
      </PageFrame>
    );
  }
  return <RegisterWizard search={search} />;
}

function RegisterWizard({ search }: { search: string }) {
  const { t } = useTranslation('account');
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
            await navigate(redirectTarget(search));
          }}
        />
      )}
      <p className="mb-10 text-center text-sm text-text-dim">
        {t('register.haveAccount')}{' '}
        <Link to={`/login${search}`} className="font-semibold text-accent-text hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </PageFrame>
  );
}
