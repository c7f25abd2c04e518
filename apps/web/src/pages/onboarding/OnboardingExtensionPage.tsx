import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserKind, type BrowserKind } from '../../components/onboarding/browser-kind.ts';
import { ExtensionDownload } from '../../components/onboarding/ExtensionDownload.tsx';
import { ExtensionStatusPanel } from '../../components/onboarding/ExtensionStatusPanel.tsx';
import { OnboardingLayout } from '../../components/onboarding/OnboardingLayout.tsx';
import { useCompleteOnboarding } from '../../components/onboarding/hooks/useCompleteOnboarding.ts';
import { useExtensionInfo } from '../../components/onboarding/hooks/useExtensionInfo.ts';
import { useExtensionStatus } from '../../components/onboarding/hooks/useExtensionStatus.ts';
import { Button } from '../../components/ui/Button.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Card } from '../../components/ui/Card.tsx';
import { appConfig } from '../../config.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';

/** The extension runs in Chromium-based browsers only; elsewhere the page points to the others. */
const runsExtension = (kind: BrowserKind) => kind === 'chrome' || kind === 'unknown';

/** A store link the operator configured, for browsers our own build does not cover too. */
function storeLink(kind: BrowserKind): string | undefined {
  if (kind === 'firefox') return appConfig.firefoxExtensionUrl;
  if (runsExtension(kind)) return appConfig.chromeExtensionUrl;
  return undefined;
}

/** How to get the extension in this browser (or what to do instead), and its live status. */
export function OnboardingExtensionPage() {
  const { t } = useTranslation('onboarding');
  usePageTitle(t('pageTitle'));
  const { search } = useLocation();
  const kind = useMemo(() => browserKind(navigator.userAgent, navigator.maxTouchPoints), []);
  const status = useExtensionStatus();
  const complete = useCompleteOnboarding();
  const info = useExtensionInfo(runsExtension(kind));
  const store = storeLink(kind);
  const usable = runsExtension(kind) || store !== undefined;
  return (
    <OnboardingLayout
      step={2}
      title={t('extension.title')}
      intro={<p>{t(`extension.browser.${kind}`)}</p>}
    >
      <Card>
        {runsExtension(kind) ? (
          info.data?.available ? (
            <ExtensionDownload info={info.data} origin={location.origin} />
          ) : info.isPending ? (
            <p className="text-sm text-text-dim">{t('extension.download.checking')}</p>
          ) : (
            <p className="text-sm text-text-dim">{t('extension.download.notBuilt')}</p>
          )
        ) : null}
        {store ? (
          <p className="mt-4">
            <a href={store} target="_blank" rel="noreferrer" className="text-accent-text underline">
              {t('extension.install')}
            </a>
          </p>
        ) : null}
        {usable ? <ExtensionStatusPanel status={status} /> : null}
        {usable ? null : (
          <Link
            to={`/onboarding/proxy${search}`}
            className={buttonClass({ size: 'lg', className: 'mt-2' })}
          >
            {t('extension.useProxy')}
          </Link>
        )}
      </Card>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/onboarding${search}`}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          {t('back')}
        </Link>
        {usable ? (
          <Button size="lg" disabled={status !== 'success'} onClick={complete}>
            {t('extension.submit')}
          </Button>
        ) : null}
      </div>
    </OnboardingLayout>
  );
}
