import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MigrationLayout } from './MigrationLayout.tsx';

const options = [
  { to: '/migration/direct', key: 'direct' },
  { to: '/migration/download', key: 'download' },
  { to: '/migration/upload', key: 'upload' },
] as const;

export function MigrationPage() {
  const { t } = useTranslation('migration');
  return (
    <MigrationLayout
      title={t('overview.title')}
      description={t('overview.description')}
      showBack={false}
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              className="flex h-full flex-col gap-2 rounded-2xl bg-surface p-5 transition-colors hover:bg-surface-raised"
            >
              <span className="text-lg font-semibold">{t(`${option.key}.title`)}</span>
              <span className="text-sm text-text-dim">{t(`${option.key}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </MigrationLayout>
  );
}
