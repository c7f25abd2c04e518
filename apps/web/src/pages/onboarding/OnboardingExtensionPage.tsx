import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserKind, type BrowserKind } from '../../components/onboarding/browser-kind.ts';
import { ExtensionStatusPanel } from '../../components/onboarding/ExtensionStatusPanel.tsx';
import { OnboardingLayout } from '../../components/onboarding/OnboardingLayout.tsx';
import { useCompleteOnboarding } from '../../components/onboarding/hooks/useCompleteOnboarding.ts';
import { useExtensionStatus } from '../../components/onboarding/hooks/useExtensionStatus.ts';
import { Button } from '../../components/ui/Button.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Card } from '../../components/ui/Card.tsx';
import { appConfig } from '../../config.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';

function installLink(kind: BrowserKind): string | undefined {
  if (kind === 'chrome') return appConfig.chromeExtensionUrl;
  if (kind === 'firefox') return appConfig.firefoxExtensionUrl;
  return undefined;
}

/** Install instructions for this browser and a live status of the extension. */
export function OnboardingExtensionPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const kind = useMemo(() => browserKind(navigator.userAgent, navigator.maxTouchPoints), []);
  const status = useExtensionStatus();
  const complete = useCompleteOnboarding();
  const link = installLink(kind);
  return (
    <OnboardingLayout
      step={2}
      title={t('extension.title')}
      intro={<p>{t(`extension.browser.${kind}`)}</p>}
    >
      <Card>
        {kind === 'ios' ? null : link ? (
          <a href={link} target="_blank" rel="noreferrer" className={buttonClass({ size: 'lg' })}>
            {t('extension.install')}
          </a>
        ) : (
          <p className="text-sm text-text-dim">{t('extension.noInstallLink')}</p>
        )}
        <ExtensionStatusPanel status={status} />
      </Card>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/onboarding${search}`}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t('back')}
        </Link>
        {kind === 'ios' ? null : (
          <Button size="lg" disabled={status !== 'success'} onClick={complete}>
            {t('extension.submit')}
          </Button>
        )}
      </div>
    </OnboardingLayout>
  );
}
