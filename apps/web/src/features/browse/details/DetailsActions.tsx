import { mayPlay, type PlayVerdict } from '@screenroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOwnServer, usePlayVerdicts } from '../../../shared/hooks/usePlayVerdicts.ts';
import { useTranslation } from 'react-i18next';
import { useBookmarkStore } from '../../../shared/stores/bookmarks.ts';
import { useProgressStore } from '../../../shared/stores/progress.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClass } from '../../../shared/ui/button-class.ts';
import type { DetailsData } from './details-data.ts';
import { useCopyLink } from './hooks/useCopyLink.ts';
import { usePlayerLinkState } from './hooks/usePlayerLinkState.ts';
import type { TrailerState } from './hooks/useTrailer.ts';
import { playTarget } from './play-target.ts';

/**
 * While the window is open on a title some operator source may have, the server asks them once
 * (it remembers the answers for every viewer), and the verdict follows what they said.
 */
function useSourceCheck(data: DetailsData, verdict: PlayVerdict | undefined, ownServer: boolean) {
  const client = useQueryClient();
  useQuery({
    queryKey: ['play-check', data.type, data.tmdbId],
    queryFn: async ({ signal }) => {
      const { checkPlayVerdict } = await import('../../../shared/clients/availability.ts');
      const answer = await checkPlayVerdict(
        {
          type: 'movie',
          tmdbId: data.tmdbId,
          title: data.title,
          releaseYear: data.year ?? 0,
        },
        signal,
      );
      await client.invalidateQueries({ queryKey: ['play-verdicts'] });
      return answer;
    },
    // Shows are asked about by the runs of their episodes; a check needs one to name.
    enabled:
      verdict === 'may-play' && !ownServer && data.type === 'movie' && data.year !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

function PlayButton({ data }: { data: DetailsData }) {
  const { t } = useTranslation('details');
  const title = { type: data.type, id: data.tmdbId };
  const verdicts = usePlayVerdicts([title]);
  const verdict = verdicts.verdictOf(title);
  useSourceCheck(data, verdict, useOwnServer());
  const progress = useProgressStore((s) => s.items[data.tmdbId]);
  const linkState = usePlayerLinkState();
  const target = playTarget(data, progress);
  const label = t(`play.${target.label}`);
  if (!mayPlay(verdict)) {
    return (
      <p role="status" className="self-center text-sm text-text-dim">
        {t('play.noSource')}
      </p>
    );
  }
  // Until the server's verdict arrives Play is held, so it never shows for a title that then
  // turns out to have no source; a verdict that cannot be fetched leaves Play to the player.
  if (target.path === null || !verdicts.settled) {
    return (
      <Button size="lg" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link to={target.path} state={linkState} className={buttonClass({ size: 'lg' })}>
      <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true">
        <path d="M7 4.5v15l12-7.5z" />
      </svg>
      {label}
    </Link>
  );
}

function BookmarkToggle({ data }: { data: DetailsData }) {
  const { t } = useTranslation('details');
  const bookmarked = useBookmarkStore((s) => data.tmdbId in s.bookmarks);
  const toggle = () => {
    const store = useBookmarkStore.getState();
    if (bookmarked) {
      store.removeBookmark(data.tmdbId);
      return;
    }
    store.addBookmark({
      tmdbId: data.tmdbId,
      type: data.type,
      title: data.title,
      ...(data.year === undefined ? {} : { year: data.year }),
      ...(data.posterUrl ? { poster: data.posterUrl } : {}),
    });
  };
  return (
    <Button variant="secondary" size="lg" aria-pressed={bookmarked} onClick={toggle}>
      <svg
        viewBox="0 0 24 24"
        className={`h-5 w-5 stroke-current ${bookmarked ? 'fill-current' : 'fill-none'}`}
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
      {bookmarked ? t('bookmark.remove') : t('bookmark.add')}
    </Button>
  );
}

function ShareButton() {
  const { t } = useTranslation('details');
  const { notice, copy } = useCopyLink();
  return (
    <>
      <Button variant="secondary" size="lg" onClick={copy}>
        {t('share.share')}
      </Button>
      <span role="status" className="self-center text-sm text-text-dim">
        {notice === 'copied' && t('share.copied')}
        {notice === 'failed' && t('share.failed')}
      </span>
    </>
  );
}

/**
 * Play (or resume, or a disabled "not released yet"; where no source here has the title, a note
 * saying so, next to the bookmark), the trailer when it can load, bookmark and share. */
export function DetailsActions({ data, trailer }: { data: DetailsData; trailer: TrailerState }) {
  const { t } = useTranslation('details');
  return (
    <div className="flex flex-wrap gap-3">
      <PlayButton data={data} />
      {trailer.available && (
        <Button
          variant="secondary"
          size="lg"
          onClick={trailer.playing ? trailer.stop : trailer.play}
        >
          {trailer.playing ? t('trailer.close') : t('trailer.watch')}
        </Button>
      )}
      <BookmarkToggle data={data} />
      <ShareButton />
    </div>
  );
}
