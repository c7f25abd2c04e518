import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAccess } from '../../shared/account/admin-access.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';

/** A clear no, with the one action that can help: home, or signing in first. */
export function AdminRefusal({ access }: { access: Exclude<AdminAccess, 'granted' | 'checking'> }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold">{t('refusal.title')}</h1>
      <p className="mt-3 text-text-dim">{t(`refusal.${access}`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {access === 'signedOut' ? (
          <Link to="/login" className={buttonClass({ size: 'lg' })}>
            {t('refusal.login')}
          </Link>
        ) : null}
        <Link to="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('refusal.home')}
        </Link>
      </div>
    </div>
  );
}
