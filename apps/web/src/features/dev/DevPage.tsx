import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DevBackLink } from './DevBackLink.tsx';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { Card } from '../../shared/ui/Card.tsx';

/** `/dev`: the way in to the developer test pages. */
export function DevPage() {
  const { t } = useTranslation('dev');
  usePageTitle(t('pageTitle'));
  return (
    <PageFrame>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 py-10 sm:py-16">
        <DevBackLink to="/" label={t('back')} />
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t('title')}</h1>
          <p className="text-text-dim">{t('intro')}</p>
        </header>
        <ul className="grid gap-3">
          <Card as="li" size="compact">
            <Link
              to="/dev/video"
              className="font-semibold text-accent-text underline-offset-4 hover:underline"
            >
              {t('videoLink')}
            </Link>
            <p className="mt-1 text-sm text-text-dim">{t('videoLinkText')}</p>
          </Card>
        </ul>
      </div>
    </PageFrame>
  );
}
