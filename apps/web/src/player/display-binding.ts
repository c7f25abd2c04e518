import type { DisplayEvent, DisplayInterface } from './display.ts';
import type { PlayerState } from './store/player-store.ts';

type StoreApi = { getState: () => PlayerState };

/** Mirrors what the display reports into the player store. */
export function applyDisplayEvent(state: PlayerState, event: DisplayEvent): void {
  switch (event.type) {
    case 'playing':
      return state.setPlaying(event.playing);
    case 'loading':
      return state.setLoading(event.loading);
    case 'time':
      return state.setTime(event.time);
    case 'duration':
      return state.setDuration(event.duration);
    case 'buffered':
      return state.setBuffered(event.buffered);
    case 'volume':
      return state.setVolume(event.volume);
    case 'playbackRate':
      return state.setPlaybackRate(event.rate);
    case 'qualities':
      return state.setQualities(event.qualities);
    case 'changedQuality':
      return state.setCurrentQuality(event.quality);
    case 'fullscreen':
      return state.setFullscreen(event.fullscreen);
    case 'error':
      return state.setPlaybackError(event.error);
  }
}

export function bindDisplay(display: DisplayInterface, store: StoreApi): () => void {
  store.getState().setDisplay(display);
  const off = display.on((event) => applyDisplayEvent(store.getState(), event));
  return () => {
    off();
    if (store.getState().display === display) store.getState().setDisplay(null);
  };
}
