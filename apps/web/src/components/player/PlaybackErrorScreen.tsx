import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlaybackError } from '../../player/playback-error.ts';

/** Document 002 §2 playback error screen. */
export function PlaybackErrorScreen({ error }: { error: PlaybackError | null }) {
  const { t } = useTranslation('player');
  const [showDetails, setShowDetails] = useState(false);
  return (
    <section
      role="alert"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-4 bg-background/95 p-6 text-center"
    >
      <span className="rounded-full bg-red-500/20 px-3 py-1 text-sm font-semibold text-red-300">
        {t('playbackError.badge')}
      </span>
      <h2 className="text-2xl font-semibold">{t('playbackError.title')}</h2>
      <p className="max-w-md text-text-dim">
        {error?.reason ? t(`playbackError.reasons.${error.reason}`) : t('playbackError.text')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-surface-raised px-4 py-2 font-medium">
          {t('playbackError.home')}
        </Link>
        <button
          type="button"
          aria-expanded={showDetails}
          onClick={() => setShowDetails((shown) => !shown)}
          className="rounded-lg bg-surface-raised px-4 py-2 font-medium"
        >
          {showDetails ? t('playbackError.hide') : t('playbackError.show')}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-accent px-4 py-2 font-medium text-white"
        >
          {t('playbackError.reload')}
        </button>
      </div>
      {showDetails && error ? (
        <pre className="max-w-md overflow-auto rounded-lg bg-surface p-3 text-left text-xs text-text-dim">
          {`${error.type}: ${error.message}`}
        </pre>
      ) : null}
    </section>
  );
}
