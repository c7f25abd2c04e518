import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { audioTrackNames } from '../../player/audio-track-names.ts';
import { player } from '../../player/controller/player-controller.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';

/** Long enough to read two short sentences; the notice can be closed sooner. */
export const AUDIO_NOTICE_MS = 8000;

/** Says that an audio track could not be loaded and which one plays instead. */
export function AudioTrackNotice() {
  const { t, i18n } = useTranslation('player');
  const notice = usePlayerStore((s) => s.audioNotice);
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(
    () => (notice ? audioTrackNames([notice.failed, notice.fallback], uiLanguage) : null),
    [notice, uiLanguage],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(player.dismissAudioNotice, AUDIO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice || !names) return null;
  return (
    <div
      role="alert"
      data-testid="audio-track-notice"
      className="absolute top-20 left-1/2 z-30 flex w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 items-start gap-3 rounded-xl bg-surface/95 p-3 text-sm text-text shadow-xl"
    >
      <p className="flex-1">
        {t('audio.failed', {
          failed: names.get(notice.failed.id),
          fallback: names.get(notice.fallback.id),
        })}
      </p>
      <button
        type="button"
        onClick={player.dismissAudioNotice}
        className="rounded-full px-2 py-0.5 font-medium hover:bg-white/10"
      >
        {t('audio.dismiss')}
      </button>
    </div>
  );
}
