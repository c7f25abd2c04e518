import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sessionHandlers,
  sessionMetadata,
  sessionPosition,
  type SessionAction,
} from '../media-session.ts';
import type { PlayerState } from '../store/player-store.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

const actions: SessionAction[] = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'seekto',
  'previoustrack',
  'nexttrack',
];

/** A browser may know an action the next does not; asking for an unknown one throws. */
function setHandler(
  session: MediaSession,
  action: SessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not offered by this browser: its media controls simply lack the button.
  }
}

/**
 * Tells the system's media controls (lock screen, notification, keyboard media keys) what plays
 * and lets them steer the player through its commands: play, pause, seeking, and a show's
 * previous and next episode. Nothing where the browser has no Media Session.
 */
export function useMediaSession(): void {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const meta = usePlayerState((s) => s.meta);

  useEffect(() => {
    const session = navigator.mediaSession;
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = meta
      ? new MediaMetadata(
          sessionMetadata(
            meta,
            (season, episode, title) => t('episodeLabel', { season, episode, title }),
            window.location.href,
          ),
        )
      : null;
  }, [meta, t]);

  useEffect(() => {
    const session = navigator.mediaSession;
    if (!session) return;
    let shown: Pick<PlayerState, 'nextOffer' | 'previousEpisode'> | null = null;
    const follow = (state: PlayerState) => {
      if (shown?.nextOffer !== state.nextOffer || shown.previousEpisode !== state.previousEpisode) {
        shown = { nextOffer: state.nextOffer, previousEpisode: state.previousEpisode };
        const handlers = sessionHandlers(state, player);
        for (const action of actions) setHandler(session, action, handlers[action]);
      }
      session.playbackState = state.mediaPlaying.isPlaying ? 'playing' : 'paused';
      const position = sessionPosition(state);
      if (position) session.setPositionState?.(position);
    };
    follow(player.store.getState());
    const unsubscribe = player.store.subscribe(follow);
    return () => {
      unsubscribe();
      for (const action of actions) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [player]);
}
