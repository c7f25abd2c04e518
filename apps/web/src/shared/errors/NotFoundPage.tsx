import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../layout/PageFrame.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { Button } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button-class.ts';

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
          <Link className={buttonClass()} to="/">
            {t('notFound.goHome')}
          </Link>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('notFound.reload')}
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}
