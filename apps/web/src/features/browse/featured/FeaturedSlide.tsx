import { isReleased, mediaPath } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { playerLinkState } from '../../../shared/routing/player-return.ts';
import { detailsLinkTarget } from '../../../shared/routing/details-param.ts';
import { TitleHeading } from '../media/TitleHeading.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';
import type { FeaturedItem } from './featured-item.ts';

/** A new slide fades in; each slide is its own element, so this runs once per change. */
function fadeIn(element: HTMLDivElement | null): void {
  element?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 500, easing: 'ease-out' });
}

/**
 * One featured title over its backdrop: logo or title, badge and facts, overview, Play Now (only
 * once released, as on cards, and only where a source here may have it) and More Info, which opens the details window over this page.
 */
export function FeaturedSlide({
  item,
  animate,
  playable,
}: {
  item: FeaturedItem;
  animate: boolean;
  /** False when no source here has the title: More Info then says so, and Play Now is left out. */
  playable: boolean;
}) {
  const { t } = useTranslation('home');
  const location = useLocation();
  const { data, badge } = item;
  const ref = { type: data.type, tmdbId: data.tmdbId };
  const details = detailsLinkTarget(location, ref);
  const released = isReleased({ year: data.year, releaseDate: data.releaseDate });
  const facts = [t(`media.${data.type}`), data.year].filter((v) => v !== undefined).join(' · ');
  return (
    <div ref={animate ? fadeIn : undefined} className="absolute inset-0">
      {data.backdropUrl && (
        <img
          src={data.backdropUrl}
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-background via-background/60 to-background/10" />
      <div className="absolute inset-0 bg-gradient-to-r from-background/80 to-transparent rtl:bg-gradient-to-l" />
      <div className="relative flex h-full max-w-2xl flex-col justify-end gap-3 p-5 pb-14 sm:p-10 sm:pb-16">
        <TitleHeading
          title={data.title}
          logoUrl={data.logoUrl}
          className="text-3xl font-bold text-text drop-shadow sm:text-5xl"
        />
        <p className="flex flex-wrap items-center gap-2 text-sm text-text-dim">
          {badge && (
            <span
              title={t(`featured.badgeHint.${badge}`)}
              className="rounded bg-white/90 px-1.5 py-0.5 text-xs font-bold tracking-wide text-black"
            >
              <span className="sr-only">{t('featured.badgeLabel')} </span>
              {badge}
            </span>
          )}
          <span>{facts}</span>
          {data.voteAverage !== undefined && data.voteAverage > 0 && (
            <span>
              <span className="sr-only">
                {t('media.rating', { rating: data.voteAverage.toFixed(1) })}
              </span>
              <span aria-hidden="true">★ {data.voteAverage.toFixed(1)}</span>
            </span>
          )}
        </p>
        {data.overview && (
          <p dir="auto" className="line-clamp-3 text-sm text-text sm:text-base">
            {data.overview}
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-3">
          {released && playable && (
            <Link
              to={mediaPath({ type: data.type, tmdbId: data.tmdbId, title: data.title })}
              state={playerLinkState(location)}
              className={buttonClass({ variant: 'primary', size: 'lg', shape: 'pill' })}
            >
              {t('featured.playNow')}
            </Link>
          )}
          <Link
            to={details.to}
            state={details.state}
            className={buttonClass({ variant: 'subtle', size: 'lg', shape: 'pill' })}
          >
            {t('featured.moreInfo')}
          </Link>
        </div>
      </div>
    </div>
  );
}
