import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAccess } from './admin-access.ts';

/** A clear no, with the one action that can help: home, or signing in first. */
export function AdminRefusal({ access }: { access: Exclude<AdminAccess, 'granted' | 'checking'> }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold">{t('refusal.title')}</h1>
      <p className="mt-3 text-text-dim">{t(`refusal.${access}`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {access === 'signedOut' ? (
          <Link
            to="/login"
            className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-strong"
          >
            {t('refusal.login')}
          </Link>
        ) : null}
        <Link
          to="/"
          className="rounded-lg bg-surface-raised px-5 py-2.5 font-medium hover:bg-white/10"
        >
          {t('refusal.home')}
        </Link>
      </div>
    </div>
  );
}
