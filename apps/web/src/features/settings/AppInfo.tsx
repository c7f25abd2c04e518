import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config.ts';
import { useBackendUrl } from '../../shared/clients/useBackendUrl.ts';
import { findLanguage } from '../../shared/i18n/languages.ts';
import { useLanguageStore } from '../../shared/i18n/language.ts';

/** Facts worth quoting in a support request: version, servers, language. */
export function AppInfo() {
  const { t } = useTranslation('settings');
  const backendUrl = useBackendUrl();
  const language = useLanguageStore((state) => state.language);
  const titleId = useId();
  const rows: { label: string; value: string; ltr: boolean }[] = [
    { label: t('appInfo.version'), value: appConfig.version, ltr: true },
    {
      label: t('appInfo.backend'),
      value: backendUrl || t('appInfo.sameOrigin'),
      ltr: !!backendUrl,
    },
    { label: t('appInfo.catalog'), value: appConfig.tmdbApiUrl, ltr: true },
    {
      label: t('appInfo.language'),
      value: findLanguage(language)?.nativeName ?? language,
      ltr: false,
    },
  ];
  return (
    <aside aria-labelledby={titleId} className="rounded-2xl bg-surface p-4">
      <h2 id={titleId} className="text-sm font-semibold text-text">
        {t('appInfo.title')}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-text-dim">{row.label}</dt>
            <dd
              dir={row.ltr ? 'ltr' : undefined}
              className="break-all text-text [unicode-bidi:plaintext]"
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
