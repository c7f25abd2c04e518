/**
 * The part of Google's Cast web sender library (the `cast.framework` and `chrome.cast` globals
 * its script defines) that the player uses, typed by hand: the library ships no types and is
 * loaded at run time only where casting is configured.
 */

export type CastState = 'NO_DEVICES_AVAILABLE' | 'NOT_CONNECTED' | 'CONNECTING' | 'CONNECTED';

export type SessionState =
  | 'NO_SESSION'
  | 'SESSION_STARTING'
  | 'SESSION_STARTED'
  | 'SESSION_START_FAILED'
  | 'SESSION_ENDING'
  | 'SESSION_ENDED'
  | 'SESSION_RESUMED';

/**
 * A track of the media: a text track the sender adds (a caption file the receiver fetches), or
 * one the receiver found in the stream itself (HLS renditions, a file's audio tracks).
 */
export type CastTrack = {
  trackId: number;
  /** TEXT, AUDIO or VIDEO. */
  type: string;
  trackContentId?: string;
  trackContentType?: string;
  /** For text tracks: SUBTITLES, CAPTIONS, … */
  subtype?: string;
  name?: string;
  language?: string;
};

export type CastMediaInfo = {
  contentId: string;
  contentType: string;
  contentUrl?: string;
  streamType?: string;
  metadata?: { title?: string };
  tracks?: CastTrack[];
};

export type CastLoadRequest = {
  media: CastMediaInfo;
  autoplay?: boolean;
  currentTime?: number;
  playbackRate?: number;
  activeTrackIds?: number[];
};

export type CastEditTracksInfoRequest = { activeTrackIds?: number[] };

/** The media playing on the receiver, as the sender library keeps it. */
export type CastMediaSession = {
  /** Every track playing now: a text track, an audio track. */
  activeTrackIds?: number[] | null;
  editTracksInfo(
    request: CastEditTracksInfoRequest,
    onSuccess: () => void,
    onError: (error: unknown) => void,
  ): void;
};

export type CastSession = {
  loadMedia(request: CastLoadRequest): Promise<unknown>;
  getCastDevice(): { friendlyName: string };
  /** Null until media is loaded. */
  getMediaSession(): CastMediaSession | null;
};

export type CastContext = {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  getCastState(): CastState;
  getCurrentSession(): CastSession | null;
  requestSession(): Promise<unknown>;
  endCurrentSession(stopCasting: boolean): void;
  addEventListener(type: string, handler: (event: CastContextEvent) => void): void;
  removeEventListener(type: string, handler: (event: CastContextEvent) => void): void;
};

export type CastContextEvent = { castState?: CastState; sessionState?: SessionState };

/** The receiver's player, kept up to date by a RemotePlayerController. */
export type RemotePlayer = {
  isConnected: boolean;
  isMediaLoaded: boolean;
  currentTime: number;
  duration: number;
  isPaused: boolean;
  volumeLevel: number;
  isMuted: boolean;
  /** IDLE, PLAYING, PAUSED or BUFFERING. */
  playerState: string | null;
  /** What the receiver plays, with every track it offers; null before media is loaded. */
  mediaInfo: { tracks?: CastTrack[] | null } | null;
};

export type RemotePlayerController = {
  addEventListener(type: string, handler: () => void): void;
  removeEventListener(type: string, handler: () => void): void;
  playOrPause(): void;
  seek(): void;
  setVolumeLevel(): void;
  muteOrUnmute(): void;
};

export type CastFramework = {
  CastContext: { getInstance(): CastContext };
  CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
  SessionState: Record<SessionState, SessionState>;
  RemotePlayer: new () => RemotePlayer;
  RemotePlayerController: new (player: RemotePlayer) => RemotePlayerController;
  RemotePlayerEventType: {
    CURRENT_TIME_CHANGED: string;
    DURATION_CHANGED: string;
    IS_PAUSED_CHANGED: string;
    PLAYER_STATE_CHANGED: string;
    VOLUME_LEVEL_CHANGED: string;
    IS_MUTED_CHANGED: string;
    MEDIA_INFO_CHANGED: string;
  };
};

export type ChromeCast = {
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
  media: {
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo;
    GenericMediaMetadata: new () => { title?: string };
    LoadRequest: new (media: CastMediaInfo) => CastLoadRequest;
    StreamType: { BUFFERED: string };
    Track: new (trackId: number, trackType: string) => CastTrack;
    TrackType: { TEXT: string; AUDIO: string; VIDEO: string };
    TextTrackType: { SUBTITLES: string };
    EditTracksInfoRequest: new (activeTrackIds?: number[]) => CastEditTracksInfoRequest;
  };
};

/** Both globals, handed around together so tests can pass a stand-in. */
export type CastApi = { framework: CastFramework; chromeCast: ChromeCast };
