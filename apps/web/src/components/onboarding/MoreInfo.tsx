import { useTranslation } from 'react-i18next';

const PLATFORMS = ['selfHosted', 'cloudflare', 'other'] as const;

/** The 'More info' explainer with a recommendation per platform. */
export function MoreInfo() {
  const { t } = useTranslation('onboarding');
  return (
    <details className="group mt-8 rounded-xl border border-white/10 bg-surface p-4">
      <summary className="cursor-pointer rounded font-medium text-text marker:text-accent-text">
        {t('moreInfo.title')}
      </summary>
      <div className="mt-3 space-y-3 text-sm text-text-dim">
        <p>{t('moreInfo.intro')}</p>
        <dl className="space-y-3">
          {PLATFORMS.map((platform) => (
            <div key={platform}>
              <dt className="font-semibold text-text">{t(`moreInfo.${platform}.title`)}</dt>
              <dd>{t(`moreInfo.${platform}.text`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  );
}
