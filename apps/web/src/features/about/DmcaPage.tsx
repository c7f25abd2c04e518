import { useTranslation } from 'react-i18next';
import { StaticLayout } from './StaticLayout.tsx';
import { appConfig } from '../../shared/config.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';

export function DmcaPage({ email = appConfig.dmcaEmail }: { email?: string }) {
  const { t } = useTranslation('static');
  usePageTitle(t('dmca.pageTitle'));
  return (
    <StaticLayout title={t('dmca.title')}>
      <p>{t('dmca.hosting')}</p>
      <p>{t('dmca.sources')}</p>
      {email ? (
        <p>
          {t('dmca.contact')}{' '}
          <a
            href={`mailto:${email}`}
            className="font-medium text-accent-text underline-offset-4 hover:underline"
          >
            {email}
          </a>
        </p>
      ) : (
        <p className="rounded-xl border border-white/10 bg-surface p-4 text-text-dim">
          {t('dmca.noEmail')}
        </p>
      )}
    </StaticLayout>
  );
}
