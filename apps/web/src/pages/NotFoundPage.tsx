import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../components/layout/PageFrame.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';

/** 'Couldn't find that page' with 'Back to home' and 'Try again'. */
export function NotFoundPage() {
  const { t } = useTranslation('layout');
  usePageTitle(t('notFound.title'));
  return (
    <PageFrame>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-5 py-16 text-center">
        <p aria-hidden="true" className="text-6xl font-bold text-accent-text/70">
          404
        </p>
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('notFound.title')}</h1>
        <p className="max-w-md text-text-dim">{t('notFound.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            className="rounded-lg bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong"
            to="/"
          >
            {t('notFound.goHome')}
          </Link>
          <button
            type="button"
            className="rounded-lg bg-surface-raised px-4 py-2 font-medium hover:bg-surface"
            onClick={() => window.location.reload()}
          >
            {t('notFound.reload')}
          </button>
        </div>
      </div>
    </PageFrame>
  );
}
