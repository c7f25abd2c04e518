import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { audioTrackNames } from '../audio-track-names.ts';
import { PlayerNotice } from './PlayerNotice.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** Long enough to read two short sentences; the notice can be closed sooner. */
export const AUDIO_NOTICE_MS = 8000;

/** Says that an audio track could not be loaded and which one plays instead. */
export function AudioTrackNotice() {
  const player = usePlayer();
  const { t, i18n } = useTranslation('player');
  const notice = usePlayerState((s) => s.audioNotice);
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(
    () => (notice ? audioTrackNames([notice.failed, notice.fallback], uiLanguage) : null),
    [notice, uiLanguage],
  );

  if (!notice || !names) return null;
  return (
    <PlayerNotice
      subject={notice}
      closeAfterMs={AUDIO_NOTICE_MS}
      onClose={player.dismissAudioNotice}
      closeLabel={t('audio.dismiss')}
      role="alert"
      data-testid="audio-track-notice"
      className="left-1/2 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2"
    >
      {t('audio.failed', {
        failed: names.get(notice.failed.id),
        fallback: names.get(notice.fallback.id),
      })}
    </PlayerNotice>
  );
}
