import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlaybackError, PlaybackErrorKind } from '../playback-error.ts';
import type { BackTarget } from './BackAndReloadButtons.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** What the viewer is told happened; an HLS failure has no media element code, so it says "stream". */
export function viewerReason(error: PlaybackError | null): PlaybackErrorKind | 'stream' {
  if (!error) return 'generic';
  return error.reason ?? (error.type === 'hls' ? 'stream' : 'generic');
}

const buttonClass = 'rounded-lg bg-surface-raised px-4 py-2 font-medium';

/**
 * Shown once every stream and source has failed: which title, what happened in a viewer's words
 * (the technical text behind "Show error"), and the ways on: back, another source, reload.
 */
export function PlaybackErrorScreen({
  error,
  back,
}: {
  error: PlaybackError | null;
  back?: BackTarget | undefined;
}) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const [showDetails, setShowDetails] = useState(false);
  const meta = usePlayerState((s) => s.meta);
  const failures = usePlayerState((s) => s.failures);
  const details = failures.length > 0 ? failures.map((f) => f.error) : error ? [error] : [];
  const episode =
    meta?.season && meta.episode
      ? t('episodeLabel', {
          season: meta.season.number,
          episode: meta.episode.number,
          title: meta.episode.title,
        })
      : null;

  return (
    <section
      role="alert"
      aria-labelledby="playback-error-title"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-4 overflow-y-auto bg-background/95 p-6 text-center"
    >
      <span className="rounded-full bg-red-500/20 px-3 py-1 text-sm font-semibold text-red-200">
        {t('playbackError.badge')}
      </span>
      <h2 id="playback-error-title" className="max-w-lg text-2xl font-semibold">
        {meta ? t('playbackError.titleFor', { title: meta.title }) : t('playbackError.title')}
      </h2>
      {episode ? <p className="text-text-dim">{episode}</p> : null}
      <p className="max-w-md text-text-dim">
        {t(`playbackError.reasons.${viewerReason(error)}`)} {t('playbackError.text')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={back?.to ?? '/'} className={buttonClass}>
          {back?.label ?? t('returnTo.home')}
        </Link>
        <button
          type="button"
          onClick={() => player.openSettings('/source')}
          className={buttonClass}
        >
          {t('playbackError.anotherSource')}
        </button>
        <button
          type="button"
          aria-expanded={showDetails}
          onClick={() => setShowDetails((shown) => !shown)}
          className={buttonClass}
        >
          {showDetails ? t('playbackError.hide') : t('playbackError.show')}
        </button>
        <Button onClick={() => window.location.reload()}>{t('playbackError.reload')}</Button>
      </div>
      {showDetails && details.length > 0 ? (
        // The player's and the browser's own words, kept for a bug report; they have no
        // translation, so they are marked as English.
        <pre
          lang="en"
          dir="ltr"
          data-testid="playback-error-details"
          className="max-w-md overflow-auto rounded-lg bg-surface p-3 text-start text-xs whitespace-pre-wrap text-text-dim"
        >
          {details.map((d) => `${d.type}: ${d.message}`).join('\n')}
        </pre>
      ) : null}
    </section>
  );
}
