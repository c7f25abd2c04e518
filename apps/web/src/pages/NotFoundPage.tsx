import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/usePageTitle.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <div className="flex gap-3">
        <Link className="rounded-lg bg-accent px-4 py-2 font-medium text-white" to="/">
          {t('notFound.goHome')}
        </Link>
        <button
          type="button"
          className="rounded-lg bg-surface-raised px-4 py-2 font-medium"
          onClick={() => window.location.reload()}
        >
          {t('notFound.reload')}
        </button>
      </div>
    </main>
  );
}
