import { CUSTOM_STREAM_ID, type Stream } from '@screenroom/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerView } from '../player/components/PlayerView.tsx';
import { PlayerInstance, usePlayer } from '../player/player-context.tsx';

/**
 * The ordinary player on a stream with no title behind it: the store's meta stays null, so there
 * is no title, no bookmark and no saved progress. Its back link returns to the tester's form.
 */
export function DevPlayer({ stream }: { stream: Stream }) {
  return (
    <PlayerInstance>
      <DevPlayerView stream={stream} />
    </PlayerInstance>
  );
}

function DevPlayerView({ stream }: { stream: Stream }) {
  const player = usePlayer();
  const { t } = useTranslation('dev');

  useEffect(() => player.openBareStream(stream, CUSTOM_STREAM_ID), [player, stream]);

  return (
    <PlayerView
      stream={stream}
      startAt={0}
      sourceName={t('video.sourceName')}
      back={{ to: '/dev/video', label: t('video.playerBack') }}
    />
  );
}
