import { CUSTOM_STREAM_ID, type Stream } from '@screenroom/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { PlayerView } from '../player/PlayerView.tsx';

/**
 * The ordinary player on a stream with no title behind it: the store's meta stays null, so there
 * is no title, no bookmark and no saved progress. Its back link returns to the tester's form.
 */
export function DevPlayer({ stream }: { stream: Stream }) {
  const { t } = useTranslation('dev');

  useEffect(() => {
    usePlayerStore.getState().setSource(stream, CUSTOM_STREAM_ID);
    return () => usePlayerStore.getState().reset();
  }, [stream]);

  return (
    <PlayerView
      stream={stream}
      startAt={0}
      sourceName={t('video.sourceName')}
      back={{ to: '/dev/video', label: t('video.playerBack') }}
    />
  );
}
