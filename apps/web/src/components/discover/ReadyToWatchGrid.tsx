import { useTranslation } from 'react-i18next';
import { useServerAccess } from '../../hooks/useServerAccess.ts';
import { PrivateServerNotice } from '../account/PrivateServerNotice.tsx';
import { useReadyToWatch } from '../home/hooks/useReadyToWatch.ts';
import type { ReadyKind } from '../home/ready-to-watch-cards.ts';
import { MediaCard } from '../media/MediaCard.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';
import { MediaGridSkeleton } from '../media/MediaGridSkeleton.tsx';

/** The tab's titles this server plays, as one grid, while the ready-to-watch filter is on. */
export function ReadyToWatchGrid({ kind }: { kind: ReadyKind }) {
  // What a private server plays is for signed-in viewers; the others are shown how to log in.
  return useServerAccess() ? <ReadyGrid kind={kind} /> : <PrivateServerNotice />;
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
        {cards.map((media) => (
          <li key={`${media.type}-${media.id}`}>
            <MediaCard media={media} />
          </li>
        ))}
      </MediaGrid>
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
