import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MoreInfo } from './MoreInfo.tsx';
import { OnboardingLayout } from './OnboardingLayout.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { UrlField } from '../../shared/ui/UrlField.tsx';
import { ownProxy } from '../../shared/clients/own-proxy.ts';
import { testProxy, type ProxyTestResult } from '../../shared/clients/proxy-test.ts';
import { useCompleteOnboarding } from './hooks/useCompleteOnboarding.ts';
import { appConfig } from '../../shared/config.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';

type Phase = { state: 'idle' | 'testing' } | { state: 'error'; error: string };

type Failure = Extract<ProxyTestResult, { ok: false }>;

/**
 * A proxy is tested before it is kept: this server's own by a token request, any other by
 * fetching our server's echo through it.
 */
export function OnboardingProxyPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const setProxySet = useAuthStore((s) => s.setProxySet);
  const complete = useCompleteOnboarding();

  function failureText(failure: Failure): string {
    return failure.error === 'refused'
      ? t('proxy.errors.refused', { status: failure.status })
      : t(`proxy.errors.${failure.error}`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const proxy = url.trim();
    setPhase({ state: 'testing' });
    const result = await testProxy(proxy, {
      pageOrigin: location.origin,
      echoUrl: appConfig.proxyEchoUrl,
      builtInToken: () => ownProxy().token(),
    });
    if (!result.ok) {
      setPhase({ state: 'error', error: failureText(result) });
      return;
    }
    // This server's own proxy needs its tokens, which only the built-in route asks for: with no
    // proxy set, the app uses it.
    setProxySet(result.builtIn ? null : [proxy]);
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
