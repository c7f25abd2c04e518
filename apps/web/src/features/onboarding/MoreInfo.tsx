import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config.ts';

/**
 * The 'More info' explainer: which proxies serve this page (this server's own, a worker of the
 * viewer's) and why another Screenroom server's does not.
 */
export function MoreInfo() {
  const { t } = useTranslation('onboarding');
  const origin = location.origin;
  const sections = [
    [
      'builtIn',
      t('moreInfo.builtIn.title'),
      t('moreInfo.builtIn.text', { address: `${origin}/proxy` }),
    ],
    ['otherScreenroom', t('moreInfo.otherScreenroom.title'), t('moreInfo.otherScreenroom.text')],
    [
      'worker',
      t('moreInfo.worker.title'),
      t('moreInfo.worker.text', {
        format: 'https://proxy.example/?destination=…',
        echo: new URL(appConfig.proxyEchoUrl, origin).href,
      }),
    ],
  ] as const;
  return (
    <details className="group mt-8 rounded-xl border border-white/10 bg-surface p-4">
      <summary className="cursor-pointer rounded font-medium text-text marker:text-accent-text">
        {t('moreInfo.title')}
      </summary>
      <div className="mt-3 space-y-3 text-sm text-text-dim">
        <p>{t('moreInfo.intro')}</p>
        <dl className="space-y-3">
          {sections.map(([key, title, text]) => (
            <div key={key}>
              <dt className="font-semibold text-text">{title}</dt>
              <dd className="break-words">{text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
