import { useTranslation } from 'react-i18next';
import { appConfig } from '../../shared/config.ts';
import { AdminCard } from './AdminCard.tsx';

/** What this deployment was configured with; secrets only show whether they are set. */
export function SiteConstantsCard() {
  const { t } = useTranslation('admin');
  const set = (value: string | undefined) => (value ? t('constants.set') : t('constants.unset'));
  const rows: [string, string][] = [
    [t('constants.version'), appConfig.version],
    [t('constants.backend'), appConfig.backendUrl || t('constants.sameOrigin')],
    [t('constants.tmdbApi'), appConfig.tmdbApiUrl],
    [t('constants.tmdbImages'), appConfig.tmdbImageUrl],
    [t('constants.tmdbReadKey'), set(appConfig.tmdbReadApiKey)],
    [t('constants.geolocation'), set(appConfig.geolocationUrl ?? appConfig.geolocationFallbackUrl)],
    [t('constants.dmcaEmail'), appConfig.dmcaEmail ?? t('constants.unset')],
    [t('constants.proxyEcho'), appConfig.proxyEchoUrl],
  ];
  return (
    <AdminCard id="admin-constants" title={t('constants.title')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-text-dim">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}
