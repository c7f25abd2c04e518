import { pickQuality, type FileStream, type HlsStream, type QualityKey } from '@screenroom/core';
import type Hls from 'hls.js';
import type { DisplayEvent, DisplayInterface, QualityChoice } from './display.ts';
import { hlsConfig } from './hls-config.ts';
import { hlsLevelIndexFor, hlsQualities } from './hls-levels.ts';
import {
  HLS_IGNORED_ERROR,
  HLS_MANIFEST_ERROR,
  HLS_UNSUPPORTED_ERROR,
  hlsError,
  mediaElementError,
} from './playback-error.ts';

type HlsModule = typeof Hls;

export type VideoDisplayOptions = {
  video: HTMLVideoElement;
  /** The element that goes fullscreen, so the controls stay visible over the video. */
  container: HTMLElement;
  /** hls.js is loaded on demand so it stays out of the pages that never play anything. */
  loadHls?: () => Promise<HlsModule>;
};

const loadHlsModule = () => import('hls.js').then((module) => module.default);

/** Starts downloading hls.js while the sources are searched, so playback need not wait for it. */
export function preloadHls(): void {
  void loadHlsModule().catch(() => undefined);
}

function bufferedEnd(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime && buffered.end(i) >= currentTime) return buffered.end(i);
  }
  return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
}

function fileQualities(stream: FileStream): QualityKey[] {
  return (Object.keys(stream.qualities) as QualityKey[]).filter((key) => stream.qualities[key]);
}

/** Document 002 §4 display back-end for the page's own video element: HLS or plain files. */
export function createVideoDisplay({
  video,
  container,
  loadHls = loadHlsModule,
}: VideoDisplayOptions): DisplayInterface {
  const listeners = new Set<(event: DisplayEvent) => void>();
  let hls: Hls | null = null;
  let fileStream: FileStream | null = null;
  let wasPlayingBeforeSeek = false;
  let loadToken = 0;

  const emit = (event: DisplayEvent) => listeners.forEach((listener) => listener(event));

  const onVideoEvent: Record<string, () => void> = {
    play: () => emit({ type: 'playing', playing: true }),
    playing: () => {
      emit({ type: 'loading', loading: false });
      emit({ type: 'playing', playing: true });
    },
    pause: () => emit({ type: 'playing', playing: false }),
    waiting: () => emit({ type: 'loading', loading: true }),
    canplay: () => emit({ type: 'loading', loading: false }),
    timeupdate: () => emit({ type: 'time', time: video.currentTime }),
    durationchange: () =>
      emit({ type: 'duration', duration: Number.isFinite(video.duration) ? video.duration : 0 }),
    progress: () => emit({ type: 'buffered', buffered: bufferedEnd(video) }),
    volumechange: () => emit({ type: 'volume', volume: video.muted ? 0 : video.volume }),
    ratechange: () => emit({ type: 'playbackRate', rate: video.playbackRate }),
    error: () => {
      const error = video.error;
      // hls.js reports its own failures; the element error would only repeat them less precisely.
      if (hls) return;
      emit({ type: 'error', error: mediaElementError(error?.code, error?.message) });
    },
  };
  const onFullscreenChange = () =>
    emit({ type: 'fullscreen', fullscreen: document.fullscreenElement === container });

  for (const [name, handler] of Object.entries(onVideoEvent)) video.addEventListener(name, handler);
  document.addEventListener('fullscreenchange', onFullscreenChange);

  function unloadSource() {
    hls?.destroy();
    hls = null;
    fileStream = null;
  }

  function setFileQuality(choice: QualityChoice, startAt: number, resume: boolean) {
    if (!fileStream) return;
    let quality: QualityKey;
    try {
      quality = pickQuality(fileQualities(fileStream), choice);
    } catch {
      emit({ type: 'error', error: mediaElementError(4) });
      return;
    }
    const file = fileStream.qualities[quality];
    if (!file) return;
    video.src = file.url;
    video.currentTime = startAt;
    if (resume) void video.play().catch(() => undefined);
    emit({ type: 'changedQuality', quality });
  }

  function applyHlsQuality(instance: Hls, choice: QualityChoice) {
    const wanted = choice.automaticQuality ? null : choice.lastChosenQuality;
    const index = wanted === null ? -1 : hlsLevelIndexFor(instance.levels, wanted);
    instance.currentLevel = index;
    if (index === -1) {
      instance.loadLevel = -1;
      emit({ type: 'changedQuality', quality: null });
    } else {
      emit({ type: 'changedQuality', quality: wanted });
    }
  }

  async function loadHlsStream(stream: HlsStream, startAt: number, choice: QualityChoice) {
    const token = loadToken;
    const HlsClass = await loadHls();
    if (token !== loadToken) return;
    if (!HlsClass.isSupported()) {
      // Native HLS only where media source extensions are missing (Safari on iOS).
      if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = stream.playlist;
        video.currentTime = startAt;
        return;
      }
      emit({ type: 'error', error: hlsError(HLS_UNSUPPORTED_ERROR) });
      return;
    }
    const instance = new HlsClass({ ...hlsConfig(), startPosition: startAt });
    hls = instance;
    instance.on(HlsClass.Events.MANIFEST_PARSED, () => {
      emit({ type: 'qualities', qualities: hlsQualities(instance.levels) });
      applyHlsQuality(instance, choice);
    });
    instance.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal || data.error?.message === HLS_IGNORED_ERROR) return;
      const manifestFailed =
        data.details === HlsClass.ErrorDetails.MANIFEST_LOAD_ERROR ||
        data.details === HlsClass.ErrorDetails.MANIFEST_LOAD_TIMEOUT;
      const message = manifestFailed ? HLS_MANIFEST_ERROR : (data.error?.message ?? data.details);
      emit({ type: 'error', error: hlsError(message) });
    });
    instance.attachMedia(video);
    instance.loadSource(stream.playlist);
  }

  return {
    load({ source, startAt, quality }) {
      loadToken += 1;
      unloadSource();
      emit({ type: 'loading', loading: true });
      if (source.type === 'hls') {
        void loadHlsStream(source, startAt, quality);
        return;
      }
      fileStream = source;
      emit({ type: 'qualities', qualities: fileQualities(source) });
      setFileQuality(quality, startAt, false);
    },
    changeQuality(choice) {
      if (hls) applyHlsQuality(hls, choice);
      else setFileQuality(choice, video.currentTime, !video.paused);
    },
    play() {
      void video.play().catch(() => undefined);
    },
    pause() {
      video.pause();
    },
    setTime(time) {
      const duration = Number.isFinite(video.duration) ? video.duration : time;
      video.currentTime = Math.min(Math.max(0, time), duration);
      // Report the target at once: a second skip pressed before the next timeupdate then
      // starts from here instead of from the stale time.
      emit({ type: 'time', time: video.currentTime });
    },
    setVolume(volume) {
      const clamped = Math.min(1, Math.max(0, volume));
      video.volume = clamped;
      video.muted = clamped === 0;
    },
    setPlaybackRate(rate) {
      video.playbackRate = rate;
    },
    setSeeking(seeking) {
      if (seeking) {
        wasPlayingBeforeSeek = !video.paused;
        video.pause();
      } else if (wasPlayingBeforeSeek) {
        wasPlayingBeforeSeek = false;
        void video.play().catch(() => undefined);
      }
    },
    toggleFullscreen() {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void container.requestFullscreen?.().catch(() => undefined);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      loadToken += 1;
      unloadSource();
      for (const [name, handler] of Object.entries(onVideoEvent)) {
        video.removeEventListener(name, handler);
      }
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      video.removeAttribute('src');
      listeners.clear();
    },
  };
}
