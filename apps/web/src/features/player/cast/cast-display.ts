import type { Stream } from '@screenroom/core';
import type { DisplayEvent, DisplayInterface, QualityChoice } from '../display.ts';
import { toggleFullscreen } from '../fullscreen.ts';
import type { CaptionItem } from '../store/captions-slice.ts';
import type { CastApi, CastTrack } from './cast-api.ts';
import { castMediaFor } from './cast-media.ts';
import {
  activeCastAudioTrack,
  castAudioTracks,
  castTextTrackFor,
  castTextTracks,
  type CastTextTrack,
} from './cast-tracks.ts';

/** The player's captions as the receiver should get them: every one listed, and the one shown. */
export type CastCaptions = { list: readonly CaptionItem[]; selectedId: string | null };

export type CastDisplayOptions = {
  api: CastApi;
  /** The element that goes fullscreen, as with the page's own video. */
  container: HTMLElement;
  /** The title the receiver shows while it plays. */
  title: () => string | null;
  /** The captions, read each time the media is sent. */
  captions: () => CastCaptions;
  /** Relative stream paths are resolved against it; the page's address by default. */
  pageUrl?: () => string;
};

/**
 * The display back-end for a Cast receiver: the stream plays on the connected device and this
 * steers it through the sender library's remote player. The receiver draws the captions and
 * plays the audio track itself: the caption files go along as text tracks, the one shown made
 * active, and the audio tracks it finds are listed for the audio menu, which switches them there.
 * Picture-in-picture and AirPlay belong to the page's own video, so they do nothing here (their
 * controls hide while casting); the receiver picks HLS levels itself.
 */
export function createCastDisplay({
  api,
  container,
  title,
  captions,
  pageUrl = () => window.location.href,
}: CastDisplayOptions): DisplayInterface {
  const { framework, chromeCast } = api;
  const remote = new framework.RemotePlayer();
  const controller = new framework.RemotePlayerController(remote);
  const listeners = new Set<(event: DisplayEvent) => void>();
  let current: { source: Stream; choice: QualityChoice } | null = null;
  let playbackRate = 1;
  let wasPlayingBeforeSeek = false;
  // Per media sent: the caption files sent with it, the tracks the receiver reports, and the
  // text and audio tracks asked to play.
  let sentText: CastTextTrack[] = [];
  let receiverTracks: CastTrack[] = [];
  let shownCaptionId: string | null = null;
  let activeText: number | null = null;
  let activeAudio: number | null = null;
  let audioPreference: string | null = null;
  let audioPreferenceApplied = false;

  const emit = (event: DisplayEvent) => listeners.forEach((listener) => listener(event));
  const volume = () => (remote.isMuted ? 0 : remote.volumeLevel);
  const session = () => framework.CastContext.getInstance().getCurrentSession();

  /** The text track for the caption the viewer wants, among what the receiver has now. */
  function textTrackWanted(): number | null {
    const caption = captions().list.find((item) => item.id === shownCaptionId) ?? null;
    return castTextTrackFor(caption, sentText, receiverTracks);
  }

  /** Asks the receiver to play exactly these tracks: it turns off any track not named. */
  function sendActiveTracks(onDone?: () => void) {
    const media = session()?.getMediaSession();
    if (!media) return;
    const ids = [activeAudio, activeText].filter((id): id is number => id !== null);
    media.editTracksInfo(
      new chromeCast.media.EditTracksInfoRequest(ids),
      () => onDone?.(),
      (error) => console.error('The cast device did not switch tracks', error),
    );
  }

  function switchAudio(trackId: number) {
    activeAudio = trackId;
    sendActiveTracks(() => emit({ type: 'audioTrack', id: String(trackId) }));
  }

  /** The receiver listed its tracks: the audio menu gets them, and the wanted ones are turned on. */
  function onMediaInfo() {
    receiverTracks = remote.mediaInfo?.tracks ?? [];
    const audio = castAudioTracks(receiverTracks);
    activeAudio = activeCastAudioTrack(
      receiverTracks,
      session()?.getMediaSession()?.activeTrackIds,
    );
    emit({ type: 'audioTracks', tracks: audio });
    emit({ type: 'audioTrack', id: activeAudio === null ? null : String(activeAudio) });
    const preferred = audio.find((track) => track.language === audioPreference);
    const switchToPreferred =
      !audioPreferenceApplied && preferred !== undefined && audio.length > 1;
    if (audio.length > 0) audioPreferenceApplied = true;
    const text = textTrackWanted();
    if (switchToPreferred && Number(preferred.id) !== activeAudio) {
      activeText = text;
      switchAudio(Number(preferred.id));
    } else if (text !== activeText) {
      // An HLS rendition in the caption's language shows up only now.
      activeText = text;
      sendActiveTracks();
    }
  }

  const E = framework.RemotePlayerEventType;
  const onRemoteChange: Record<string, () => void> = {
    [E.CURRENT_TIME_CHANGED]: () => emit({ type: 'time', time: remote.currentTime }),
    [E.DURATION_CHANGED]: () => emit({ type: 'duration', duration: remote.duration }),
    [E.IS_PAUSED_CHANGED]: () => emit({ type: 'playing', playing: !remote.isPaused }),
    [E.PLAYER_STATE_CHANGED]: () => {
      emit({ type: 'loading', loading: remote.playerState === 'BUFFERING' });
      if (remote.playerState === 'PLAYING') emit({ type: 'playing', playing: true });
      if (remote.playerState === 'PAUSED' || remote.playerState === 'IDLE') {
        emit({ type: 'playing', playing: false });
      }
    },
    [E.VOLUME_LEVEL_CHANGED]: () => emit({ type: 'volume', volume: volume() }),
    [E.IS_MUTED_CHANGED]: () => emit({ type: 'volume', volume: volume() }),
    [E.MEDIA_INFO_CHANGED]: onMediaInfo,
  };
  // A session ending resets the remote player (paused, time zero); the page's video then takes
  // over from the last state the device reported, so the reset is not passed on.
  const whileConnected = (handler: () => void) => () => {
    if (remote.isConnected) handler();
  };
  const handlers = Object.entries(onRemoteChange).map(
    ([type, handler]) => [type, whileConnected(handler)] as const,
  );
  for (const [type, handler] of handlers) controller.addEventListener(type, handler);

  function send(startAt: number) {
    if (!current) return;
    const session = framework.CastContext.getInstance().getCurrentSession();
    if (!session) return;
    let media;
    try {
      media = castMediaFor(current.source, current.choice, pageUrl());
    } catch (error) {
      console.error('Nothing in this stream can be cast', error);
      return;
    }
    const info = new chromeCast.media.MediaInfo(media.url, media.contentType);
    info.contentUrl = media.url;
    info.streamType = chromeCast.media.StreamType.BUFFERED;
    const metadata = new chromeCast.media.GenericMediaMetadata();
    metadata.title = title() ?? undefined;
    info.metadata = metadata;
    const { list, selectedId } = captions();
    sentText = castTextTracks(list, pageUrl());
    receiverTracks = [];
    activeAudio = null;
    audioPreferenceApplied = false;
    shownCaptionId = selectedId;
    info.tracks = sentText.map((sent) => {
      const track = new chromeCast.media.Track(sent.trackId, chromeCast.media.TrackType.TEXT);
      track.trackContentId = sent.url;
      track.trackContentType = 'text/vtt';
      track.subtype = chromeCast.media.TextTrackType.SUBTITLES;
      track.name = sent.name;
      track.language = sent.language;
      return track;
    });
    activeText = textTrackWanted();
    const request = new chromeCast.media.LoadRequest(info);
    request.autoplay = true;
    request.currentTime = startAt;
    request.playbackRate = playbackRate;
    if (activeText !== null) request.activeTrackIds = [activeText];
    emit({ type: 'loading', loading: true });
    emit({ type: 'qualities', qualities: media.qualities });
    emit({ type: 'changedQuality', quality: media.quality });
    // The receiver fetches and plays on its own; a refusal leaves it idle, which it reports.
    session.loadMedia(request).catch((error: unknown) => {
      console.error('The cast device could not load the stream', error);
    });
  }

  const play = () => {
    if (remote.isPaused) controller.playOrPause();
  };
  const pause = () => {
    if (!remote.isPaused) controller.playOrPause();
  };

  return {
    load({ source, startAt, quality }) {
      current = { source, choice: quality };
      emit({ type: 'audioTracks', tracks: [] });
      emit({ type: 'audioTrack', id: null });
      send(startAt);
    },
    changeQuality(choice) {
      if (!current || current.source.type === 'hls') return;
      current = { ...current, choice };
      send(remote.currentTime);
    },
    play,
    pause,
    setTime(time) {
      const upper = remote.duration > 0 ? remote.duration : Math.max(0, time);
      remote.currentTime = Math.min(upper, Math.max(0, time));
      controller.seek();
      emit({ type: 'time', time: remote.currentTime });
    },
    setVolume(level) {
      const clamped = Math.min(1, Math.max(0, level));
      if (clamped > 0) {
        remote.volumeLevel = clamped;
        controller.setVolumeLevel();
      }
      if ((clamped === 0) !== remote.isMuted) controller.muteOrUnmute();
    },
    // The sender library has no speed control of its own: the media is sent again at the new
    // speed, from where it is now.
    setPlaybackRate(rate) {
      if (rate === playbackRate) return;
      playbackRate = rate;
      emit({ type: 'playbackRate', rate });
      if (remote.isMediaLoaded) send(remote.currentTime);
    },
    // The receiver only changes speed by loading the media again, which would cost more than the
    // easing saves; a guest casting is kept in step by seeks alone.
    setRateCorrection() {},
    readClock() {
      return {
        time: remote.currentTime,
        paused: remote.isPaused,
        stalled: remote.playerState === 'BUFFERING',
      };
    },
    setSeeking(seeking) {
      if (seeking) {
        wasPlayingBeforeSeek = !remote.isPaused;
        pause();
      } else if (wasPlayingBeforeSeek) {
        wasPlayingBeforeSeek = false;
        play();
      }
    },
    // Only the controls show here while the device plays, so no video of its own goes full screen.
    toggleFullscreen() {
      if (!toggleFullscreen(document, container, null)) emit({ type: 'fullscreenUnavailable' });
    },
    changeAudioTrack(id) {
      const trackId = Number(id);
      if (!castAudioTracks(receiverTracks).some((track) => track.id === id)) return;
      switchAudio(trackId);
    },
    setAudioPreference(language) {
      audioPreference = language;
    },
    showCaption(id) {
      shownCaptionId = id;
      const wanted = textTrackWanted();
      if (wanted === activeText) return;
      activeText = wanted;
      sendActiveTracks();
    },
    enterPictureInPicture() {},
    exitPictureInPicture() {},
    showAirPlayPicker() {},
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const [type, handler] of handlers) controller.removeEventListener(type, handler);
      listeners.clear();
      current = null;
    },
  };
}
