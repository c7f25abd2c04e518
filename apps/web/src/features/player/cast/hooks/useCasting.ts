import type { Stream } from '@screenroom/core';
import { useEffect, useState, type RefObject } from 'react';
import { appConfig } from '../../../../shared/config.ts';
import type { CastApi } from '../cast-api.ts';
import { followCastSession } from '../cast-switch.ts';
import { loadCastApi } from '../cast-sender.ts';
import { usePlayer } from '../../player-context.tsx';

/**
 * Casting for the player on screen, only where the operator configured a receiver application
 * (without one neither the sender library nor the player's cast display is fetched). Call it
 * after the hook that binds the page's video, so a session already on takes over from that video.
 */
export function useCasting(
  stream: Stream,
  startAt: number,
  container: RefObject<HTMLElement | null>,
): void {
  const player = usePlayer();
  const receiverAppId = appConfig.castReceiverAppId;
  const [api, setApi] = useState<CastApi | null>(null);

  useEffect(() => {
    if (!receiverAppId) return;
    let live = true;
    void Promise.all([
      loadCastApi({ senderUrl: appConfig.castSenderUrl, receiverAppId }),
      player.prepareCasting(),
    ]).then(
      ([loaded]) => {
        if (live) setApi(loaded);
      },
      // Without its display the player offers no casting, as where the browser cannot cast.
      (error: unknown) => console.error('Could not load casting', error),
    );
    return () => {
      live = false;
    };
  }, [player, receiverAppId]);

  useEffect(() => {
    if (!api || !container.current) return;
    return followCastSession({ api, player, stream, startAt, container: container.current });
  }, [api, player, stream, startAt, container]);
}
