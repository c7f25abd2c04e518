import type { DisplayEvent, DisplayInterface } from './display.ts';
import type { DisplaySlot } from './controller/command-context.ts';
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
    case 'fullscreenUnavailable':
      return state.showPresentationNotice('fullscreenUnavailable');
    case 'error':
      // Not the error screen yet: playback-recovery hands it to player.recoverPlayback, which
      // moves on to another stream or source and shows the error only when none is left.
      return;
    case 'audioTracks':
      return state.setAudioTracks(event.tracks);
    case 'audioTrack':
      return state.setCurrentAudioTrack(event.id);
    case 'audioTrackFailed':
      return state.audioTrackFailed({ failed: event.failed, fallback: event.fallback });
    case 'pictureInPicture':
      return state.setPictureInPicture(event.active);
    case 'airPlayAvailable':
      return state.setAirPlayAvailable(event.available);
    case 'subtitleTracks':
      return state.setSubtitleRenditions(event.tracks);
  }
}

/**
 * Makes `display` the one the player shows and mirrors its reports. A display that another has
 * replaced (the page's video while a cast device plays) stays bound but is not heard until it is
 * the player's display again.
 */
export function bindDisplay(
  display: DisplayInterface,
  { store, slot }: { store: StoreApi; slot: DisplaySlot },
): () => void {
  slot.current = display;
  const off = display.on((event) => {
    if (slot.current === display) applyDisplayEvent(store.getState(), event);
  });
  return () => {
    off();
    if (slot.current === display) slot.current = null;
  };
}
