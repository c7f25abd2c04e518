import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserKind, type BrowserKind } from './browser-kind.ts';
import { ExtensionDownload } from './ExtensionDownload.tsx';
import { ExtensionStatusPanel } from './ExtensionStatusPanel.tsx';
import { OnboardingLayout } from './OnboardingLayout.tsx';
import { useCompleteOnboarding } from './hooks/useCompleteOnboarding.ts';
import { useExtensionInfo } from './hooks/useExtensionInfo.ts';
import { useExtensionStatus } from '../../shared/extension/useExtensionStatus.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { appConfig } from '../../shared/config.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';

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
