import { useTranslation } from 'react-i18next';
import { useServerAccess } from '../../../shared/hooks/useServerAccess.ts';
import { PrivateServerNotice } from '../../../shared/account/PrivateServerNotice.tsx';
import { useReadyToWatch } from '../home/hooks/useReadyToWatch.ts';
import type { ReadyKind } from '../home/ready-to-watch-cards.ts';
import { EAGER_POSTERS, MediaCard } from '../media/MediaCard.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';
import { MediaGridSkeleton } from '../media/MediaGridSkeleton.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { useMayPlayHere } from './hooks/useMayPlayHere.ts';

/**
 * The tab's titles that play here while the Plays here filter is on: those the library plays,
 * then those a source here may have (the titles search keeps under the same filter).
 */
export function ReadyToWatchGrid({ kind }: { kind: ReadyKind }) {
  // What a private server plays is for signed-in viewers; the others are shown how to log in.
  return useServerAccess() ? (
    <div className="flex flex-col gap-10">
      <ReadyGrid kind={kind} />
      <MayPlayGrid kind={kind} />
    </div>
  ) : (
    <PrivateServerNotice />
  );
}

function ReadyGrid({ kind }: { kind: ReadyKind }) {
  const { t } = useTranslation('discover');
  const { cards, failed, loading } = useReadyToWatch(kind);
  const heading = (
    <h2 className="mb-4 text-xl font-bold text-text sm:text-2xl">{t('readyOnly.title')}</h2>
  );
  if (failed) return <Message heading={heading} text={t('readyOnly.failed')} />;
  if (loading || !cards) {
    return (
      <section aria-busy="true">
        {heading}
        <p className="sr-only">{t('readyOnly.loading')}</p>
        <MediaGridSkeleton />
      </section>
    );
  }
  if (cards.length === 0) return <Message heading={heading} text={t('readyOnly.empty')} />;
  return (
    <section>
      {heading}
      <MediaGrid label={t('readyOnly.title')}>
        {cards.map((media, index) => (
          <li key={`${media.type}-${media.id}`}>
            <MediaCard media={media} eager={index < EAGER_POSTERS} />
          </li>
        ))}
      </MediaGrid>
    </section>
  );
}

/** Titles a source here may have; shown only when there are some, since it is a maybe. */
function MayPlayGrid({ kind }: { kind: ReadyKind }) {
  const { t } = useTranslation('discover');
  const mayPlay = useMayPlayHere(kind);
  const heading = (
    <>
      <h2 className="text-xl font-bold text-text sm:text-2xl">{t('readyOnly.mayPlayTitle')}</h2>
      <p className="mb-4 text-sm text-text-dim">{t('readyOnly.mayPlayNote')}</p>
    </>
  );
  if (mayPlay.isError && mayPlay.cards.length === 0) {
    return <Message heading={heading} text={t('readyOnly.mayPlayFailed')} />;
  }
  if (mayPlay.isPending) {
    return (
      <section aria-busy="true">
        <p className="sr-only">{t('readyOnly.mayPlayLoading')}</p>
      </section>
    );
  }
  if (mayPlay.cards.length === 0 && !mayPlay.hasNextPage) return null;
  return (
    <section aria-busy={mayPlay.isFetchingNextPage}>
      {heading}
      <MediaGrid label={t('readyOnly.mayPlayTitle')}>
        {mayPlay.cards.map((media) => (
          <li key={`${media.type}-${media.id}`}>
            <MediaCard media={media} />
          </li>
        ))}
      </MediaGrid>
      {mayPlay.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-text-dim">
          {t('readyOnly.mayPlayFailed')}
        </p>
      )}
      {mayPlay.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            shape="pill"
            disabled={mayPlay.isFetchingNextPage}
            onClick={() => void mayPlay.fetchNextPage()}
          >
            {t('readyOnly.showMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function Message({ heading, text }: { heading: React.JSX.Element; text: string }) {
  return (
    <section>
      {heading}
      <p className="rounded-2xl bg-surface/60 px-6 py-10 text-center text-text-dim">{text}</p>
    </section>
  );
}
