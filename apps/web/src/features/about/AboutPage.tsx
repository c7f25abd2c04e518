import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { faqEntryKeys, filterFaq, type FaqEntry } from './faq-entries.ts';
import { FaqList } from './FaqList.tsx';
import { useScrolledPast } from './hooks/useScrolledPast.ts';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { selectDiscoverShown, usePreferencesStore } from '../../shared/stores/preferences.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';

/** The hint hides once the header has scrolled 600 px. */
const HINT_HIDDEN_AFTER_PX = 600;

export function AboutPage() {
  const { t } = useTranslation('about');
  usePageTitle(t('pageTitle'));
  const searchId = useId();
  const [query, setQuery] = useState('');
  const scrolled = useScrolledPast(HINT_HIDDEN_AFTER_PX);
  const discoverShown = usePreferencesStore(selectDiscoverShown);
  const entries = useMemo<FaqEntry[]>(
    () =>
      faqEntryKeys().map(({ group, id, key }) => ({
        id,
        group,
        title: t(`${key}.title`),
        body: t(`${key}.body`),
      })),
    [t],
  );
  const shown = filterFaq(entries, query);
  const searching = query.trim() !== '';
  return (
    <PageFrame>
      <div className="mx-auto max-w-3xl py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-text-dim">{t('intro')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {discoverShown ? (
              <Link to="/discover" className={buttonClass({ size: 'lg' })}>
                {t('buttons.discover')}
              </Link>
            ) : null}
            <Link
              to="/support"
              className={buttonClass({
                variant: discoverShown ? 'secondary' : 'primary',
                size: 'lg',
              })}
            >
              {t('buttons.support')}
            </Link>
            <Link to="/jip" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('buttons.credits')}
            </Link>
          </div>
        </header>
        <div role="search" className="mt-10">
          <label htmlFor={searchId} className="sr-only">
            {t('search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('search.placeholder')}
            className="w-full rounded-full border border-white/10 bg-surface px-5 py-3 text-text placeholder:text-text-dim focus:border-accent"
          />
        </div>
        {scrolled ? null : (
          <aside className="mt-4 rounded-xl border border-accent/30 bg-accent/10 p-4 text-sm">
            <p className="font-semibold">{t('hint.title')}</p>
            <p className="mt-1 text-text-dim">
              {t('hint.year')} <code className="rounded bg-background px-1.5">year:2009</code>
            </p>
            <p className="mt-1 text-text-dim">
              {t('hint.idMovie')} <code className="rounded bg-background px-1.5">tmdb:ID</code>
            </p>
            <p className="mt-1 text-text-dim">
              {t('hint.idShow')} <code className="rounded bg-background px-1.5">tmdb:ID:tv</code>
            </p>
          </aside>
        )}
        <div className="mt-10" aria-live="polite">
          <FaqList entries={shown} searching={searching} />
        </div>
      </div>
    </PageFrame>
  );
}
