import type { Stream } from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { streamKey, type StreamOrigin } from '../failover.ts';
import type { ScrapeItem } from '../scrape-progress.ts';
import { ScrapeStatusIcon } from './ScrapeStatusIcon.tsx';
import { SourceMenuMessage } from './SourceMenuMessage.tsx';
import { useSourceName } from './source-name.ts';
import { useStreamNames } from './hooks/useStreamNames.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-white/10 focus-visible:bg-white/10';

function PlayingMark() {
  const { t } = useTranslation('player');
  return (
    <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
      {t('sources.playing')}
    </span>
  );
}

/** The streams of one source (or embed): the one playing is marked, any other can be picked. */
function StreamList({ origin, label }: { origin: StreamOrigin; label: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const names = useStreamNames();
  const key = origin.embedItemId ?? origin.sourceId;
  const streams = usePlayerState((s) => s.originStreams[key]);
  const playingId = usePlayerState((s) =>
    s.status === 'playing' && s.origin && (s.origin.embedItemId ?? s.origin.sourceId) === key
      ? (s.source?.id ?? null)
      : null,
  );
  const failed = usePlayerState((s) => s.failedStreams);
  if (!streams || streams.length === 0) return null;
  return (
    <ul aria-label={t('sources.streamsOf', { source: label })} className="ms-10 flex flex-col">
      {streams.map((stream: Stream) => {
        const isPlaying = playingId === stream.id;
        const didFail = !isPlaying && failed.includes(streamKey(origin, stream.id));
        return (
          <li key={stream.id}>
            <button
              type="button"
              data-testid={`stream-option-${stream.id}`}
              aria-current={isPlaying ? 'true' : undefined}
              onClick={() => player.chooseStream(origin, stream.id)}
              className={`${rowClass} text-sm ${isPlaying ? 'bg-accent/15' : ''}`}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{names.name(streams, stream)}</span>
                <span className="text-xs text-text-dim">{names.detail(stream)}</span>
              </span>
              {isPlaying ? <PlayingMark /> : null}
              {didFail ? (
                <span className="shrink-0 text-xs text-red-300">{t('sources.streamFailed')}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function SourceLine({ item, name }: { item: ScrapeItem; name: (scraperId: string) => string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const progress = usePlayerState((s) => s.scrapeProgress);
  const origin = usePlayerState((s) => s.origin);
  const isPlaying = origin?.sourceId === item.id;
  const sourceName = name(item.scraperId);
  return (
    <li className="flex flex-col">
      <button
        type="button"
        data-testid={`source-option-${item.id}`}
        data-status={item.status}
        aria-current={isPlaying ? 'true' : undefined}
        onClick={() => void player.chooseSource(item.id)}
        className={`${rowClass} ${isPlaying ? 'bg-white/5' : ''}`}
      >
        <ScrapeStatusIcon status={item.status} />
        <span className="min-w-0 flex-1 truncate font-medium">{sourceName}</span>
        {isPlaying ? (
          <PlayingMark />
        ) : (
          <span className="shrink-0 text-sm text-text-dim">
            {t(`scraping.status.${item.status}`)}
          </span>
        )}
      </button>
      <StreamList origin={{ sourceId: item.id, embedItemId: null }} label={sourceName} />
      {item.children.length > 0 ? (
        <ul
          aria-label={t('sources.embedsOf', { source: sourceName })}
          className="ms-6 flex flex-col"
        >
          {item.children.map((childId) => {
            const child = progress.items[childId];
            if (!child) return null;
            const childName = name(child.scraperId);
            return (
              <li key={childId} className="flex flex-col">
                <div className="flex items-center gap-3 px-3 py-2 text-sm">
                  <ScrapeStatusIcon status={child.status} />
                  <span className="min-w-0 flex-1 truncate">{childName}</span>
                  <span className="text-text-dim">{t(`scraping.status.${child.status}`)}</span>
                </div>
                <StreamList
                  origin={{ sourceId: item.id, embedItemId: childId }}
                  label={childName}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The source list of the settings overlay: every source of this title's run with its status, the
 * one playing marked and its streams listed under it. Picking a source runs just that scraper and
 * plays what it finds from the current position.
 */
export function SourceMenu({ sourceName }: { sourceName: string }) {
  const { t } = useTranslation('player');
  const progress = usePlayerState((s) => s.scrapeProgress);
  const runner = usePlayerState((s) => s.scrapeContext?.runner);
  const name = useSourceName(runner?.scraperName);

  return (
    <div className="flex flex-col gap-2">
      {progress.order.length === 0 ? (
        // A stream played without a source run (the developer player): nothing to choose from.
        <p className="px-3 py-2 text-sm font-medium">
          {t('settings.currentSource', { source: sourceName })}
        </p>
      ) : (
        <ul aria-label={t('sources.listLabel')} className="flex flex-col gap-1">
          {progress.order.map((id) => {
            const item = progress.items[id];
            return item ? <SourceLine key={id} item={item} name={name} /> : null;
          })}
        </ul>
      )}
      <SourceMenuMessage name={name} />
      <Link
        to="/settings#source-order"
        className="mt-1 self-start rounded-lg px-3 py-2 text-sm font-medium text-accent-text hover:bg-white/10"
      >
        {t('sources.editOrder')}
      </Link>
    </div>
  );
}
