import type { Stream } from '@screenroom/core';
import { useAudioLanguageStore } from '../../stores/audio-language.ts';
import { useQualityStore } from '../../stores/quality.ts';
import { playbackCommands } from '../controller/playback-commands.ts';
import { bindDisplay } from '../display-binding.ts';
import type { DisplayInterface } from '../display.ts';
import { usePlayerStore } from '../store/player-store.ts';
import type { CastApi, CastContextEvent } from './cast-api.ts';
import { createCastDisplay } from './cast-display.ts';

export type CastSwitchOptions = {
  api: CastApi;
  /** What the page's video was given; the store's source wins once it has one. */
  stream: Stream;
  /** Where the page's video started, for a session that is already on when the title opens. */
  startAt: number;
  container: HTMLElement;
};

/**
 * Follows the cast session for one title: when a device connects, the picture moves there from
 * where the page's video is (or was to start), and the page's video pauses; when it disconnects,
 * the page's video picks up where the device stopped. Mirrors the cast state into the store for
 * the cast button and the casting overlay. The returned function lets go without ending the
 * session, so leaving the title leaves the device playing.
 */
export function followCastSession({
  api,
  stream,
  startAt,
  container,
}: CastSwitchOptions): () => void {
  const { framework } = api;
  const context = framework.CastContext.getInstance();
  const store = usePlayerStore;
  let cast: {
    display: DisplayInterface;
    unbind: () => void;
    local: DisplayInterface | null;
  } | null = null;

  const mirrorState = () =>
    store
      .getState()
      .setCastState(
        context.getCastState(),
        context.getCurrentSession()?.getCastDevice().friendlyName ?? null,
      );

  const startCasting = () => {
    if (cast) return;
    const s = store.getState();
    const local = s.display;
    const from = s.mediaPlaying.hasPlayedOnce ? s.progress.time : startAt;
    const display = createCastDisplay({
      api,
      container,
      title: () => store.getState().meta?.title ?? null,
      captions: () => {
        const now = store.getState();
        return { list: now.captionList, selectedId: now.selectedCaption?.id ?? null };
      },
    });
    cast = { display, unbind: bindDisplay(display, store), local };
    local?.pause();
    const { automaticQuality, lastChosenQuality } = useQualityStore.getState();
    // The device keeps its own volume; the speed, the captions and the audio language go along.
    display.setPlaybackRate(s.mediaPlaying.playbackRate);
    display.setAudioPreference(useAudioLanguageStore.getState().language);
    display.load({
      source: s.source ?? stream,
      startAt: from,
      quality: { automaticQuality, lastChosenQuality },
    });
  };

  const letGo = () => {
    const binding = cast;
    cast = null;
    binding?.unbind();
    binding?.display.destroy();
    return binding;
  };

  const stopCasting = () => {
    const s = store.getState();
    const time = s.progress.time;
    const wasPlaying = s.mediaPlaying.isPlaying;
    const binding = letGo();
    if (!binding?.local) return;
    store.getState().setDisplay(binding.local);
    playbackCommands.loadStream(s.source ?? stream, time);
    if (!wasPlaying) playbackCommands.pause();
  };

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
    letGo();
    store.getState().setCastState(null, null);
  };
}
