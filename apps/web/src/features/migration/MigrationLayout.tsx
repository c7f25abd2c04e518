import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { useAuthStore } from '../../shared/stores/auth.ts';

interface Props {
  title: string;
  description: string;
  /** Sub-pages link back to the migration overview. */
  showBack?: boolean;
  children: ReactNode;
}

/** Every migration page needs an account; without one it says so. */
export function MigrationLayout({ title, description, showBack = true, children }: Props) {
  const { t } = useTranslation('migration');
  usePageTitle(t('pageTitle'));
  const loggedIn = useAuthStore((s) => s.account !== null);

  return (
    <PageFrame>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 py-10 sm:py-16">
        {loggedIn && showBack ? (
          <Link to="/migration" className="w-fit rounded-md text-sm text-text-dim hover:text-text">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ←
            </span>{' '}
            {t('back')}
          </Link>
        ) : null}
        {loggedIn ? (
          <>
            <header className="flex flex-col gap-2">
              <h1 className="text-3xl font-bold">{title}</h1>
              <p className="text-text-dim">{description}</p>
            </header>
            {children}
          </>
        ) : (
          <section className="flex flex-col items-start gap-4 rounded-2xl bg-surface p-6 sm:p-8">
            <h1 className="text-2xl font-bold">{t('loginRequired.title')}</h1>
            <p className="text-text-dim">{t('loginRequired.message')}</p>
            <Link to="/" className={buttonClass()}>
              {t('loginRequired.home')}
            </Link>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

/** A coloured panel for the success and error states. */
export function StatusPanel({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
}) {
  const colours =
    tone === 'success'
      ? 'border-emerald-500/40 bg-emerald-500/10'
      : 'border-red-500/40 bg-red-500/10';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col gap-3 rounded-2xl border p-5 ${colours}`}
    >
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}
