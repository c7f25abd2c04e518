import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Document 001 §2 "Footer": tagline, legal disclaimer, DMCA link unless already on that page. */
export function Footer() {
  const { t } = useTranslation('home');
  const { pathname } = useLocation();
  return (
    <footer className="mt-16 border-t border-white/5 bg-surface/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-text-dim sm:px-6 lg:px-8">
        <p className="font-medium text-text">{t('layout.tagline')}</p>
        <p className="max-w-3xl leading-relaxed">{t('layout.disclaimer')}</p>
        {pathname !== '/dmca' && (
          <Link
            to="/dmca"
            className="w-fit rounded underline-offset-4 hover:text-text hover:underline"
          >
            {t('layout.dmca')}
          </Link>
        )}
      </div>
    </footer>
  );
}
