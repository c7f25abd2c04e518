import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { audioTrackNames } from '../audio-track-names.ts';
import { MenuChoice } from './MenuChoice.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The audio tracks of the stream, named by language; the one heard now is checked. */
export function AudioMenu() {
  const player = usePlayer();
  const { t, i18n } = useTranslation('player');
  const tracks = usePlayerState((s) => s.audioTracks);
  const current = usePlayerState((s) => s.currentAudioTrack);
  const unavailable = usePlayerState((s) => s.unavailableAudioTrackIds);
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(() => audioTrackNames(tracks, uiLanguage), [tracks, uiLanguage]);

  if (tracks.length === 0) {
    return <p className="px-3 py-2 text-sm text-text-dim">{t('audio.none')}</p>;
  }
  return (
    <div role="radiogroup" aria-label={t('audio.title')} className="flex flex-col gap-1">
      {tracks.map((track) => (
        <MenuChoice
          key={track.id}
          testId={`audio-track-${track.id}`}
          label={names.get(track.id) ?? track.label}
          hint={unavailable.includes(track.id) ? t('audio.unavailable') : undefined}
          checked={current?.id === track.id}
          onSelect={() => player.chooseAudioTrack(track.id)}
        />
      ))}
    </div>
  );
}
