import { pickQuality, type FileStream, type HlsStream, type QualityKey } from '@screenroom/core';
import type Hls from 'hls.js';
import { audioFallbackTrack } from './audio-fallback.ts';
import type {
  AudioTrack,
  DisplayEvent,
  DisplayInterface,
  QualityChoice,
  SubtitleRendition,
} from './display.ts';
import { toggleFullscreen, WEBKIT_FULLSCREEN_EVENTS } from './fullscreen.ts';
import { hlsConfig, raiseHlsBufferGoal } from './hls-config.ts';
import { hlsStreamFailure } from './hls-failure.ts';
import { loadHlsModule } from './hls-module.ts';
import { hlsLevelIndexFor, hlsQualities } from './hls-levels.ts';
import { HLS_UNSUPPORTED_ERROR, hlsError, mediaElementError } from './playback-error.ts';

type HlsModule = typeof Hls;

export type VideoDisplayOptions = {
  video: HTMLVideoElement;
  /** The element that goes fullscreen, so the controls stay visible over the video. */
  container: HTMLElement;
  /** hls.js is loaded on demand so it stays out of the pages that never play anything. */
  loadHls?: () => Promise<HlsModule>;
};

function bufferedEnd(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime && buffered.end(i) >= currentTime) return buffered.end(i);
  }
  return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
}

/**
 * The element's own audio track list: Safari has it, Chromium only behind a flag, and it is
 * missing from TypeScript's DOM types, so this names the little the display uses.
 */
type ElementAudioTrack = { id: string; language: string; label: string; enabled: boolean };
type ElementAudioTrackList = EventTarget & {
  readonly length: number;
  [index: number]: ElementAudioTrack;
};

/** The list where the browser really offers one (some engines leave a plain array behind). */
function elementAudioTrackList(video: HTMLVideoElement): ElementAudioTrackList | null {
  const list = (video as { audioTracks?: Partial<ElementAudioTrackList> }).audioTracks;
  return typeof list?.addEventListener === 'function' ? (list as ElementAudioTrackList) : null;
}

function elementAudioTracks(video: HTMLVideoElement): ElementAudioTrack[] {
  const list = elementAudioTrackList(video);
  return list ? Array.from({ length: list.length }, (_, i) => list[i] as ElementAudioTrack) : [];
}

type HlsAudioTrack = { id: number; lang?: string; name: string };

const fromHlsTrack = (track: HlsAudioTrack): AudioTrack => ({
  id: String(track.id),
  language: track.lang ?? '',
  label: track.name,
});

/**
 * The master playlist's subtitle renditions, each once: variants may name different groups that
 * list the same playlist.
 */
function subtitleRenditions(
  renditions: { lang?: string; name: string; url: string }[],
): SubtitleRendition[] {
  const byUrl = new Map<string, SubtitleRendition>();
  for (const { lang, name, url } of renditions) {
    if (!byUrl.has(url)) byUrl.set(url, { language: lang ?? '', label: name, url });
  }
  return [...byUrl.values()];
}

const AUTOMATIC: QualityChoice = { automaticQuality: true, lastChosenQuality: null };

function fileQualities(stream: FileStream): QualityKey[] {
  return (Object.keys(stream.qualities) as QualityKey[]).filter((key) => stream.qualities[key]);
}

/** The display back-end for the page's own video element: HLS or plain files. */
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
  // The speed the viewer (or the party's host) chose, and the party's passing correction on top.
  let baseRate = video.playbackRate || 1;
  let rateCorrection = 1;
  let audioPreference: string | null = null;
  // Per HLS stream: renditions that failed to load, and the one last heard, to fall back to.
  let failedAudio = new Set<number>();
  let workingAudio: number | null = null;

  const emit = (event: DisplayEvent) => listeners.forEach((listener) => listener(event));

  // Where the media stood when it was told to play or seek, until its clock is seen to move:
  // a browser starts the clock most of a tenth of a second after it says it plays.
  let clockWaitsAt: number | null = null;
  const onVideoEvent: Record<string, () => void> = {
    play: () => {
      clockWaitsAt = video.currentTime;
      emit({ type: 'playing', playing: true });
    },
    seeking: () => {
      clockWaitsAt = video.currentTime;
    },
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
    ratechange: () => {
      // A speed this display did not set (a new source resets it, the browser's own controls)
      // becomes the speed, without the party's correction.
      if (Math.abs(video.playbackRate - baseRate * rateCorrection) > 1e-6) {
        baseRate = video.playbackRate;
        rateCorrection = 1;
      }
      emit({ type: 'playbackRate', rate: baseRate });
    },
    // An iPhone shows only the video full screen, in its own player.
    [WEBKIT_FULLSCREEN_EVENTS.begin]: () => emit({ type: 'fullscreen', fullscreen: true }),
    [WEBKIT_FULLSCREEN_EVENTS.end]: () => emit({ type: 'fullscreen', fullscreen: false }),
    enterpictureinpicture: () => emit({ type: 'pictureInPicture', active: true }),
    leavepictureinpicture: () => emit({ type: 'pictureInPicture', active: false }),
    error: () => {
      const error = video.error;
      // hls.js reports its own failures; the element error would only repeat them less precisely.
      if (hls) return;
      emit({ type: 'error', error: mediaElementError(error?.code, error?.message) });
    },
  };
  const onFullscreenChange = () =>
    emit({ type: 'fullscreen', fullscreen: document.fullscreenElement === container });
  // Safari's AirPlay receiver availability; the event exists nowhere else.
  const onAirPlayAvailability = (event: Event) =>
    emit({
      type: 'airPlayAvailable',
      available: (event as Event & { availability?: string }).availability === 'available',
    });

  // A file (or Safari's native HLS) with several audio tracks; hls.js reports its own.
  const elementAudioList = elementAudioTrackList(video);
  let elementPreferenceApplied = false;
  const onElementAudioChange = () => {
    if (hls) return;
    const tracks = elementAudioTracks(video);
    const preferred = tracks.find((track) => track.language === audioPreference);
    if (!elementPreferenceApplied && preferred && tracks.length > 1) {
      elementPreferenceApplied = true;
      if (!preferred.enabled) tracks.forEach((track) => (track.enabled = track === preferred));
    }
    emit({
      type: 'audioTracks',
      tracks: tracks.map(({ id, language, label }) => ({ id, language, label })),
    });
    emit({ type: 'audioTrack', id: tracks.find((track) => track.enabled)?.id ?? null });
  };
  const elementAudioEvents = ['addtrack', 'removetrack', 'change'];

  for (const [name, handler] of Object.entries(onVideoEvent)) video.addEventListener(name, handler);
  document.addEventListener('fullscreenchange', onFullscreenChange);
  for (const name of elementAudioEvents) {
    elementAudioList?.addEventListener(name, onElementAudioChange);
  }
  video.addEventListener('webkitplaybacktargetavailabilitychanged', onAirPlayAvailability);

  // Takes back the wait for an HLS stream's first play (loadHlsStream).
  let stopWaitingToPlay = () => {};

  function unloadSource() {
    stopWaitingToPlay();
    hls?.destroy();
    hls = null;
    fileStream = null;
    failedAudio = new Set();
    workingAudio = null;
    elementPreferenceApplied = false;
  }

  /**
   * A rendition that cannot be loaded (a missing playlist or segment) would stop the whole
   * stream; instead playback goes back to a track that works and the viewer is told. False when
   * no other track is left, so the error is reported as usual.
   */
  function recoverAudio(instance: Hls): boolean {
    const failedId = instance.audioTrack;
    const tracks = instance.audioTracks;
    const failed = tracks[failedId];
    if (!failed) return false;
    failedAudio.add(failedId);
    const fallbackId = audioFallbackTrack(tracks.length, failedAudio, workingAudio);
    const fallback = fallbackId === null ? undefined : tracks[fallbackId];
    if (fallbackId === null || !fallback) return false;
    instance.audioTrack = fallbackId;
    // hls.js stops loading on a fatal error; the fallback track has to be fetched again.
    instance.startLoad(video.currentTime);
    emit({
      type: 'audioTrackFailed',
      failed: fromHlsTrack(failed),
      fallback: fromHlsTrack(fallback),
    });
    return true;
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

  async function loadHlsStream(stream: HlsStream, startAt: number) {
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
    const instance = new HlsClass({
      ...hlsConfig(),
      startPosition: startAt,
      ...(audioPreference ? { audioPreference: { lang: audioPreference } } : {}),
    });
    hls = instance;
    // The full buffer once this stream first plays (hls-config.ts says why it starts short).
    const onFirstPlaying = () => {
      stopWaitingToPlay();
      raiseHlsBufferGoal(instance.config);
    };
    stopWaitingToPlay = () => video.removeEventListener('playing', onFirstPlaying);
    video.addEventListener('playing', onFirstPlaying);
    instance.on(HlsClass.Events.MANIFEST_PARSED, () => {
      emit({ type: 'qualities', qualities: hlsQualities(instance.levels) });
      // An HLS stream always starts on automatic quality, which adapts to the connection; a rung
      // the viewer picks in the menu applies to this stream from then on.
      applyHlsQuality(instance, AUTOMATIC);
    });
    instance.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
      emit({ type: 'audioTracks', tracks: data.audioTracks.map(fromHlsTrack) });
    });
    // The player fetches and draws subtitle renditions itself, so it takes them from the master
    // playlist as hls.js read it; hls.js's own subtitle parts are left out (hls-omitted-parts.ts).
    instance.on(HlsClass.Events.MANIFEST_LOADED, (_event, data) => {
      emit({ type: 'subtitleTracks', tracks: subtitleRenditions(data.subtitles ?? []) });
    });
    // Switched, not switching: the store names the track the viewer now hears.
    instance.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, (_event, data) => {
      workingAudio = data.id;
      emit({ type: 'audioTrack', id: String(data.id) });
    });
    instance.on(HlsClass.Events.ERROR, (_event, data) => {
      // Fatal errors, and a playlist or segment that is missing (hls-failure.ts says why).
      const failure = hlsStreamFailure(data);
      if (failure === null) return;
      const { ErrorDetails } = HlsClass;
      const audioFailed =
        data.details === ErrorDetails.AUDIO_TRACK_LOAD_ERROR ||
        data.details === ErrorDetails.AUDIO_TRACK_LOAD_TIMEOUT ||
        (data.frag?.type === 'audio' &&
          (data.details === ErrorDetails.FRAG_LOAD_ERROR ||
            data.details === ErrorDetails.FRAG_LOAD_TIMEOUT));
      if (audioFailed && recoverAudio(instance)) return;
      emit({ type: 'error', error: hlsError(failure) });
    });
    instance.attachMedia(video);
    instance.loadSource(stream.playlist);
  }

  return {
    load({ source, startAt, quality }) {
      loadToken += 1;
      unloadSource();
      // A new source starts at the chosen speed; a party's easing belonged to the old one.
      rateCorrection = 1;
      emit({ type: 'loading', loading: true });
      emit({ type: 'audioTracks', tracks: [] });
      emit({ type: 'audioTrack', id: null });
      emit({ type: 'subtitleTracks', tracks: [] });
      if (source.type === 'hls') {
        void loadHlsStream(source, startAt);
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
      baseRate = rate;
      video.playbackRate = rate * rateCorrection;
      // Report the new speed at once, as a seek does: a second `<` pressed before the element's
      // ratechange event then steps from this speed instead of the stale one.
      emit({ type: 'playbackRate', rate: baseRate });
    },
    setRateCorrection(factor) {
      rateCorrection = factor;
      // Faster or slower speech would give the easing away; the kept pitch hides it.
      video.preservesPitch = true;
      video.playbackRate = baseRate * factor;
    },
    readClock() {
      const time = video.currentTime;
      if (clockWaitsAt !== null && time !== clockWaitsAt) clockWaitsAt = null;
      return {
        time,
        paused: video.paused,
        // Paused media is ready once it shows its frame; playing media needs data ahead too,
        // and counts as standing until its clock has really moved.
        stalled:
          video.seeking ||
          video.readyState < (video.paused ? 2 : 3) ||
          (!video.paused && clockWaitsAt !== null),
      };
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
      if (!toggleFullscreen(document, container, video)) emit({ type: 'fullscreenUnavailable' });
    },
    changeAudioTrack(id) {
      if (hls) {
        const index = Number(id);
        if (Number.isInteger(index) && hls.audioTracks[index]) hls.audioTrack = index;
        return;
      }
      const tracks = elementAudioTracks(video);
      if (!tracks.some((track) => track.id === id)) return;
      tracks.forEach((track) => (track.enabled = track.id === id));
    },
    setAudioPreference(language) {
      audioPreference = language;
    },
    // The page draws captions over its own video (components/captions/CaptionsLayer).
    showCaption() {},
    enterPictureInPicture() {
      if (document.pictureInPictureElement === video) return;
      void video.requestPictureInPicture?.().catch(() => undefined);
    },
    exitPictureInPicture() {
      if (document.pictureInPictureElement !== video) return;
      void document.exitPictureInPicture().catch(() => undefined);
    },
    showAirPlayPicker() {
      (video as { webkitShowPlaybackTargetPicker?: () => void }).webkitShowPlaybackTargetPicker?.();
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
      video.removeEventListener('webkitplaybacktargetavailabilitychanged', onAirPlayAvailability);
      // The floating window would otherwise stay open on a video that no longer plays anything.
      if (document.pictureInPictureElement === video) {
        void document.exitPictureInPicture().catch(() => undefined);
      }
      for (const name of elementAudioEvents) {
        elementAudioList?.removeEventListener(name, onElementAudioChange);
      }
      video.removeAttribute('src');
      listeners.clear();
    },
  };
}
