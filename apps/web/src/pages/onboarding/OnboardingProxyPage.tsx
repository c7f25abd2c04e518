import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MoreInfo } from '../../components/onboarding/MoreInfo.tsx';
import { OnboardingLayout } from '../../components/onboarding/OnboardingLayout.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Card } from '../../components/ui/Card.tsx';
import { UrlField } from '../../components/ui/UrlField.tsx';
import { testProxy } from '../../clients/proxy-test.ts';
import { useCompleteOnboarding } from '../../components/onboarding/hooks/useCompleteOnboarding.ts';
import { appConfig } from '../../config.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useAuthStore } from '../../stores/auth.ts';

type Phase = { state: 'idle' | 'testing' } | { state: 'error'; error: string };

/** The proxy URL is checked against the echo service before it is kept. */
export function OnboardingProxyPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const setProxySet = useAuthStore((s) => s.setProxySet);
  const complete = useCompleteOnboarding();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const proxy = url.trim();
    setPhase({ state: 'testing' });
    const result = await testProxy(proxy, appConfig.proxyEchoUrl);
    if (!result.ok) {
      setPhase({ state: 'error', error: t(`proxy.errors.${result.error}`) });
      return;
    }
    setProxySet([proxy]);
    complete();
  }

  const error = phase.state === 'error' ? phase.error : null;
  return (
    <OnboardingLayout step={2} title={t('proxy.title')} intro={<p>{t('proxy.intro')}</p>}>
      <Card as="form" onSubmit={(e) => void submit(e)} noValidate>
        <UrlField
          label={t('proxy.label')}
          autoComplete="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={`/onboarding${search}`}
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
          >
            {t('back')}
          </Link>
          <Button type="submit" size="lg" disabled={phase.state === 'testing' || url.trim() === ''}>
            {phase.state === 'testing' ? t('proxy.testing') : t('proxy.submit')}
          </Button>
        </div>
      </Card>
      <MoreInfo />
    </OnboardingLayout>
  );
}
