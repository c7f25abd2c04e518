import type { MediaType, TomatoIcon } from '@screenroom/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitleRatings } from './hooks/useTitleRatings.ts';

function TomatoGlyph({ icon }: { icon: TomatoIcon }) {
  if (icon === 'fresh') {
    return (
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <circle cx="12" cy="13.5" r="8" className="fill-red-500" />
        <path
          d="M12 5.5 9 3.5M12 5.5l3-2M12 5.5V3M8.5 6.5h7"
          className="stroke-green-500"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        d="M12 3l2 5 5-2-2 5 5 2-5 2 2 5-5-2-2 5-2-5-5 2 2-5-5-2 5-2-2-5 5 2z"
        className="fill-lime-500"
      />
    </svg>
  );
}

/** One score: the source's name over its figure, linked to the source's page when there is one. */
function Score({ source, url, children }: { source: string; url?: string; children: ReactNode }) {
  const body = (
    <>
      <span className="text-xs font-semibold uppercase tracking-wide text-text-dim">{source}</span>
      <span className="flex items-center gap-1.5 text-lg font-semibold text-text">{children}</span>
    </>
  );
  return (
    <li>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="flex flex-col rounded-lg px-1 hover:bg-white/5 focus-visible:outline focus-visible:outline-2"
        >
          {body}
        </a>
      ) : (
        <div className="flex flex-col px-1">{body}</div>
      )}
    </li>
  );
}

/**
 * The film database's, the review aggregator's and Metacritic's scores, when the server offers
 * ratings and has at least one for the title; nothing at all otherwise.
 */
export function DetailsRatings({ type, tmdbId }: { type: MediaType; tmdbId: string }) {
  const { t, i18n } = useTranslation('details');
  const ratings = useTitleRatings(type, tmdbId);
  if (!ratings) return null;
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const { imdb, rottenTomatoes, metacritic } = ratings;
  return (
    <section aria-label={t('ratings.label')}>
      <ul className="flex flex-wrap gap-x-8 gap-y-3">
        {imdb && (
          <Score source={t('ratings.imdb')} url={imdb.url}>
            <span>{t('ratings.imdbScore', { rating: numbers.format(imdb.rating) })}</span>
            {imdb.votes !== null && (
              <span className="text-sm font-normal text-text-dim">
                {t('ratings.votes', { count: imdb.votes, votes: numbers.format(imdb.votes) })}
              </span>
            )}
          </Score>
        )}
        {rottenTomatoes && (
          <Score source={t('ratings.rottenTomatoes')} url={rottenTomatoes.url}>
            <TomatoGlyph icon={rottenTomatoes.tomatoIcon} />
            <span>
              {t('ratings.tomatoScore', { score: numbers.format(rottenTomatoes.tomatoScore) })}
            </span>
            <span className="text-sm font-normal text-text-dim">
              {t(`ratings.${rottenTomatoes.tomatoIcon}`)}
            </span>
          </Score>
        )}
        {metacritic && (
          <Score source={t('ratings.metacritic')}>
            <span>{t('ratings.metascore', { score: numbers.format(metacritic.score) })}</span>
          </Score>
        )}
      </ul>
    </section>
  );
}
