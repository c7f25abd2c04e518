import { isReleased, mediaPath } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { playerLinkState } from '../../player/player-return.ts';
import { useProgressStore } from '../../stores/progress.ts';
import { cardProgressPercentage } from './card-progress.ts';
import type { MediaCardItem } from './media-card-item.ts';
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
}

function CardBody({
  media,
  percentage,
  subtitle,
  released,
}: {
  media: MediaCardItem;
  percentage: number | undefined;
  subtitle: string | undefined;
  released: boolean;
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
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
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
        {percentage !== undefined && percentage > 0 && <WatchedBar percentage={percentage} />}
      </div>
      <h3 dir="auto" className="mt-2 line-clamp-1 rtl:text-right text-sm font-semibold text-text sm:text-base">{media.title}</h3>
      <p className="line-clamp-1 text-xs text-text-dim sm:text-sm">{subtitle ? `${subtitle} · ${details}` : details}</p>
    </>
  );
}

/** A card links to the player only when its title is released. */
export function MediaCard({ media, linkTo, percentage, subtitle, editing, onRemove }: MediaCardProps) {
  const { t } = useTranslation('home');
  const location = useLocation();
  const stored = useProgressStore((s) => s.items[media.id]);
  const shownPercentage = percentage ?? cardProgressPercentage(stored);
  const released = isReleased({ year: media.year, releaseDate: media.releaseDate });
  const body = (
    <CardBody media={media} percentage={shownPercentage} subtitle={subtitle} released={released} />
  );
  return (
    <article className="relative">
      {released && !editing ? (
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
