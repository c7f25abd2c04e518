import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/onboarding/button-styles.ts';
import { MoreInfo } from '../../components/onboarding/MoreInfo.tsx';
import { OnboardingLayout } from '../../components/onboarding/OnboardingLayout.tsx';
import { testProxy } from '../../clients/proxy-test.ts';
import { useCompleteOnboarding } from '../../components/onboarding/use-complete-onboarding.ts';
import { appConfig } from '../../config.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useAuthStore } from '../../stores/auth.ts';

type Phase = { state: 'idle' | 'testing' } | { state: 'error'; error: string };

/** The proxy URL is checked against the echo service before it is kept. */
export function OnboardingProxyPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const inputId = useId();
  const errorId = useId();
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
      <form
        onSubmit={(e) => void submit(e)}
        className="rounded-2xl border border-white/10 bg-surface p-6"
        noValidate
      >
        <label htmlFor={inputId} className="block font-medium">
          {t('proxy.label')}
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="mt-2 w-full rounded-lg border border-white/10 bg-background px-4 py-3 text-text placeholder:text-text-dim focus:border-accent"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link to={`/onboarding${search}`} className={secondaryButton}>
            {t('back')}
          </Link>
          <button
            type="submit"
            className={primaryButton}
            disabled={phase.state === 'testing' || url.trim() === ''}
          >
            {phase.state === 'testing' ? t('proxy.testing') : t('proxy.submit')}
          </button>
        </div>
      </form>
      <MoreInfo />
    </OnboardingLayout>
  );
}
