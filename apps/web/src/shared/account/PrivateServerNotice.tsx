import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBackendMeta } from '../hooks/useBackendMeta.ts';
import { signInPath } from '../routing/sign-in-redirect.ts';
import { buttonClass } from '../ui/button-class.ts';

/**
 * What a signed-out visitor of a server that keeps playing to accounts sees where the titles it
 * plays would be: the way to log in, and to register while the server takes new accounts.
 */
export function PrivateServerNotice() {
  const { t } = useTranslation('layout');
  const headingId = useId();
  const { pathname, search } = useLocation();
  const meta = useBackendMeta();
  const login = signInPath(`${pathname}${search}`);
  const register = `/register${login.slice('/login'.length)}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-10 max-w-xl rounded-2xl border border-white/5 bg-surface p-6 text-center first:mt-0"
    >
      <h2 id={headingId} className="text-xl font-bold text-text sm:text-2xl">
        {t('privateServer.title')}
      </h2>
      <p className="mt-2 text-text-dim">{t('privateServer.description')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={login} className={buttonClass({ shape: 'pill', size: 'lg' })}>
          {t('privateServer.login')}
        </Link>
        {meta.data?.registration !== 'closed' && (
          <Link
            to={register}
            className={buttonClass({ variant: 'secondary', shape: 'pill', size: 'lg' })}
          >
            {t('privateServer.register')}
          </Link>
        )}
      </div>
    </section>
  );
}
