import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A centred full-page message for the player's dead ends (unknown media, no stream, …). */
export function PlayerMessage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('player');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 role="alert" className="text-2xl font-semibold">
        {title}
      </h1>
      {children ? <p className="max-w-md text-text-dim">{children}</p> : null}
      <div className="flex gap-3">
        <Link to="/" className="rounded-lg bg-surface-raised px-4 py-2 font-medium">
          {t('scraping.goHome')}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-accent px-4 py-2 font-medium text-white"
        >
          {t('scraping.reload')}
        </button>
      </div>
    </main>
  );
}
