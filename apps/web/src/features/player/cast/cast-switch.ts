import type { Stream } from '@screenroom/core';
import type { CastCommands } from '../controller/cast-commands.ts';
import type { CastApi, CastContextEvent } from './cast-api.ts';

export type CastSwitchOptions = {
  api: CastApi;
  /** The player's cast commands; only they move the picture. */
  player: CastCommands;
  /** What the page's video was given; the store's source wins once it has one. */
  stream: Stream;
  /** Where the page's video started, for a session that is already on when the title opens. */
  startAt: number;
  container: HTMLElement;
};

/**
 * Follows the cast session for one title: when a device connects, the player's cast commands move
 * the picture there, and when it disconnects, back to the page's video. Mirrors the cast state
 * into the store for the cast button and the casting overlay. The returned function lets go
 * without ending the session, so leaving the title leaves the device playing.
 */
export function followCastSession({
  api,
  player,
  stream,
  startAt,
  container,
}: CastSwitchOptions): () => void {
  const { framework } = api;
  const context = framework.CastContext.getInstance();

  const mirrorState = () =>
    player.setCastState(
      context.getCastState(),
      context.getCurrentSession()?.getCastDevice().friendlyName ?? null,
    );
  const startCasting = () => player.startCasting({ api, container, stream, startAt });
  const stopCasting = () => player.stopCasting(stream);
  const { SessionState } = framework;
  const onSessionState = (event: CastContextEvent) => {
    if (
      event.sessionState === SessionState.SESSION_STARTED ||
      event.sessionState === SessionState.SESSION_RESUMED
    ) {
      startCasting();
    } else if (event.sessionState === SessionState.SESSION_ENDED) {
      stopCasting();
    }
    mirrorState();
  };

  const { CAST_STATE_CHANGED, SESSION_STATE_CHANGED } = framework.CastContextEventType;
  context.addEventListener(CAST_STATE_CHANGED, mirrorState);
  context.addEventListener(SESSION_STATE_CHANGED, onSessionState);
  mirrorState();
  if (context.getCurrentSession()) startCasting();

  return () => {
    context.removeEventListener(CAST_STATE_CHANGED, mirrorState);
    context.removeEventListener(SESSION_STATE_CHANGED, onSessionState);
    player.releaseCast();
    player.setCastState(null, null);
  };
}
