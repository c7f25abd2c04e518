import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../layout/PageFrame.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { buttonClass } from '../ui/button-class.ts';

/** 'Couldn't find that media.' for links that resolve to no title. */
export function MediaNotFoundPage() {
  const { t } = useTranslation('layout');
  usePageTitle(t('mediaNotFound.title'));
  return (
    <PageFrame>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-5 py-16 text-center">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('mediaNotFound.title')}</h1>
        <p className="max-w-md text-text-dim">{t('mediaNotFound.text')}</p>
        <Link className={buttonClass()} to="/">
          {t('mediaNotFound.goHome')}
        </Link>
      </div>
    </PageFrame>
  );
}
