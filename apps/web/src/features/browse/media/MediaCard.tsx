import { isReleased, mediaPath } from '@screenroom/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice.ts';
import { useTitleAvailability, type TitleAvailability } from '../../../shared/hooks/useLibraryAvailability.ts';
import { playerLinkState } from '../../../shared/routing/player-return.ts';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { detailsLinkTarget, detailsParamValue } from '../../../shared/routing/details-param.ts';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import { CardActionsMenu } from './CardActionsMenu.tsx';
import { CardRevealInfo } from './CardRevealInfo.tsx';
import { cardProgressPercentage } from './card-progress.ts';
import { useRevealOnLongPress } from './hooks/useRevealOnLongPress.ts';
import { useShiftHeld } from './hooks/useShiftHeld.ts';
import type { MediaCardItem } from './media-card-item.ts';
import { MediaIdButton } from './MediaIdButton.tsx';
import { WatchedBar } from './WatchedBar.tsx';

export interface MediaCardProps {
  media: MediaCardItem;
  /** Where the card leads when released; the title's player route by default. */
  linkTo?: string;
  /** Overrides the percentage read from the progress store. */
  percentage?: number;
  /** Extra line under the title, such as the episode to resume. */
  subtitle?: string;
  editing?: boolean;
  onRemove?: () => void;
  /** Its poster loads at once, first in line: for the cards a page shows above the fold. */
  eager?: boolean;
}

/**
 * How many cards of a page's first list load their posters at once: a phone's first screen shows
 * two to four, a wide one a row of six. The largest thing those screens paint is one of these
 * posters, which a lazy image would only ask for once the page's layout is known.
 */
export const EAGER_POSTERS = 6;

function CardBody({
  media,
  percentage,
  subtitle,
  released,
  availability,
  revealed,
  eager,
}: {
  media: MediaCardItem;
  percentage: number | undefined;
  subtitle: string | undefined;
  released: boolean;
  availability: TitleAvailability;
  revealed: boolean;
  eager: boolean;
}) {
  const { t } = useTranslation('home');
  const details = [t(`media.${media.type}`), media.year].filter((v) => v !== undefined).join(' · ');
  return (
    <>
      <div className="relative aspect-[2/3] overflow-hidden rounded-xl bg-surface-raised shadow-lg shadow-black/30 ring-1 ring-white/5 transition duration-200 group-hover:ring-accent/60 group-focus-visible:ring-accent">
        {media.poster ? (
          <img
            src={media.poster}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            // A title this server cannot play is dimmed a little, never hidden: other sources may have it.
            className={`h-full w-full object-cover ${
              availability === 'elsewhere' ? 'opacity-75 saturate-50' : ''
            }`}
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center p-3 text-center text-sm text-text-dim">
            {t('media.noPoster')}
          </div>
        )}
        {!released && (
          <span className="absolute start-2 top-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-medium text-text">
            {t('media.unreleased')}
          </span>
        )}
        {availability === 'ready' && (
          <span className="absolute end-2 top-2 max-w-[calc(100%-1rem)] truncate rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white shadow">
            {t('media.readyBadge')}
          </span>
        )}
        {availability === 'elsewhere' && <span className="sr-only">{t('media.notInLibrary')}</span>}
        <CardRevealInfo media={media} revealed={revealed} />
        {media.rating !== undefined && (
          <span className="sr-only">{t('media.rating', { rating: media.rating.toFixed(1) })}</span>
        )}
        {percentage !== undefined && percentage > 0 && <WatchedBar percentage={percentage} />}
      </div>
      {/* The end padding leaves room for the card's actions button beside these lines. */}
      <h3 dir="auto" className="mt-2 line-clamp-1 pe-8 rtl:text-right text-sm font-semibold text-text sm:text-base">{media.title}</h3>
      <p className="line-clamp-1 pe-8 text-xs text-text-dim sm:text-sm">{subtitle ? `${subtitle} · ${details}` : details}</p>
    </>
  );
}

/**
 * A card opens the title's details window when the viewer turned it on; otherwise it links to
 * the player, and only when its title is released. Hovered, focused or long-pressed it grows (a
 * transform, so nothing around it moves) and shows type, year and rating over the poster; its
 * "…" menu holds More Info, Copy Link and Close; holding Shift shows the media id to copy.
 */
export function MediaCard({
  media,
  linkTo,
  percentage,
  subtitle,
  editing,
  onRemove,
  eager = false,
}: MediaCardProps) {
  const { t } = useTranslation('home');
  const location = useLocation();
  const stored = useProgressStore((s) => s.items[media.id]);
  const shownPercentage = percentage ?? cardProgressPercentage(stored);
  const released = isReleased({ year: media.year, releaseDate: media.releaseDate });
  const opensDetails = usePreferencesStore((s) => s.enableDetailsModal);
  const detailsLink = detailsLinkTarget(location, { type: media.type, tmdbId: media.id });
  const availability = useTitleAvailability(media);
  const cardRef = useRef<HTMLElement>(null);
  const { revealed, handlers } = useRevealOnLongPress(cardRef);
  const shiftHeld = useShiftHeld();
  const { notice, copy } = useCopyNotice();
  const mediaRef = { type: media.type, tmdbId: media.id };
  const body = (
    <CardBody
      media={media}
      percentage={shownPercentage}
      subtitle={subtitle}
      released={released}
      availability={availability}
      revealed={revealed}
      eager={eager}
    />
  );
  return (
    // It grows by 3 %: within the padding of the carousel strips, which clip what overflows.
    <article
      ref={cardRef}
      {...handlers}
      data-revealed={revealed || undefined}
      className={`group/card relative transition-transform duration-200 hover:z-10 focus-within:z-10 motion-safe:hover:scale-[1.03] motion-safe:focus-within:scale-[1.03] motion-reduce:transition-none ${
        revealed ? 'z-10 motion-safe:scale-[1.03]' : ''
      }`}
    >
      {opensDetails && !editing ? (
        // With the details window on, a card opens it (released or not) over this page.
        <Link to={detailsLink.to} state={detailsLink.state} className="group block rounded-xl">
          {body}
        </Link>
      ) : released && !editing ? (
        <Link
          to={linkTo ?? mediaPath({ type: media.type, tmdbId: media.id, title: media.title })}
          // The player's back arrow returns here: these results, this discover page.
          state={playerLinkState(location)}
          className="group block rounded-xl"
        >
          {body}
        </Link>
      ) : (
        <div className={`group block ${released ? '' : 'opacity-60'}`} aria-disabled={!released || undefined}>
          {body}
        </div>
      )}
      {shiftHeld && <MediaIdButton id={detailsParamValue(mediaRef)} onCopy={(id) => void copy(id)} />}
      {/* Always present, so the notice is announced when it appears. */}
      <span
        role="status"
        className={
          notice
            ? 'absolute inset-x-2 top-10 z-10 rounded-md bg-black/85 px-2 py-1 text-center text-xs font-semibold text-white'
            : 'sr-only'
        }
      >
        {notice === 'copied' ? t('media.copied') : notice === 'failed' ? t('media.copyFailed') : ''}
      </span>
      {!editing && (
        <CardActionsMenu
          title={media.title}
          details={detailsLink}
          onCopy={(link) => void copy(link)}
        />
      )}
      {editing && onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('media.remove', { title: media.title })}
          className="absolute -end-2 -top-2 flex h-9 w-9 items-center justify-center rounded-full bg-red-600 text-white shadow-lg ring-2 ring-background transition hover:bg-red-500"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </article>
  );
}
