import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { audioTrackNames } from '../audio-track-names.ts';
import { MenuLink } from './MenuLink.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The main menu's audio line, with the track heard now; only when there is a choice to make. */
export function AudioMenuLine() {
  const player = usePlayer();
  const { t, i18n } = useTranslation('player');
  const tracks = usePlayerState((s) => s.audioTracks);
  const current = usePlayerState((s) => s.currentAudioTrack);
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const names = useMemo(() => audioTrackNames(tracks, uiLanguage), [tracks, uiLanguage]);
  if (tracks.length < 2) return null;
  return (
    <MenuLink
      label={t('audio.title')}
      value={current ? (names.get(current.id) ?? current.label) : t('audio.loading')}
      onClick={() => player.openSettings('/audio')}
    />
  );
}
