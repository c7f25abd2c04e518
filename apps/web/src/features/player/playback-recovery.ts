import type { Stream } from '@screenroom/core';
import type { DisplayInterface } from './display.ts';
import { hlsError, mediaElementError, type PlaybackError } from './playback-error.ts';
import { createStallWatchdog, STALL_TIMEOUT_MS } from './stall-watchdog.ts';
import type { PlayerState } from './store/player-store.ts';

type StoreApi = {
  getState: () => PlayerState;
  subscribe: (listener: (state: PlayerState, previous: PlayerState) => void) => () => void;
};

/**
 * Whether playback should be moving: the player is on a stream and either plays or is loading one
 * (a new stream counts until its first frame, even if the browser held autoplay back). A pause,
 * the end of the film or a drag of the seek bar is the viewer's own stop.
 */
export function shouldBeAdvancing(s: PlayerState): boolean {
  return (
    s.status === 'playing' && !s.isSeeking && (s.mediaPlaying.isPlaying || s.mediaPlaying.isLoading)
  );
}

/** The failure a hanging stream is reported as, in the display's own error kinds. */
export function stallError(stream: Stream | null, timeoutMs = STALL_TIMEOUT_MS): PlaybackError {
  const message = `No new data for ${timeoutMs / 1000} s while playing`;
  return stream?.type === 'hls' ? hlsError(message) : { ...mediaElementError(2), message };
}

export type PlaybackRecoveryOptions = {
  store: StoreApi;
  /** player.recoverPlayback: the next stream, the next source, or the error screen. */
  recover: (error: PlaybackError) => void;
  timeoutMs?: number;
};

/**
 * Hands every failure of the playing stream to `recover`: the display's errors, and a stall (no
 * new time, buffer or duration for `timeoutMs` while playback should be moving).
 */
export function watchPlayback(
  display: DisplayInterface,
  { store, recover, timeoutMs = STALL_TIMEOUT_MS }: PlaybackRecoveryOptions,
): () => void {
  const watchdog = createStallWatchdog({
    timeoutMs,
    onStall: () => recover(stallError(store.getState().source, timeoutMs)),
  });
  const offDisplay = display.on((event) => {
    if (event.type === 'error') recover(event.error);
  });
  const offStore = store.subscribe((s, previous) => {
    if (s.source !== previous.source) watchdog.restart();
    if (
      s.progress.time !== previous.progress.time ||
      s.progress.buffered !== previous.progress.buffered ||
      s.progress.duration !== previous.progress.duration
    ) {
      watchdog.sawData();
    }
    watchdog.setActive(shouldBeAdvancing(s));
  });
  watchdog.setActive(shouldBeAdvancing(store.getState()));
  return () => {
    offDisplay();
    offStore();
    watchdog.stop();
  };
}
