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

export type CastMediaInfo = {
  contentId: string;
  contentType: string;
  contentUrl?: string;
  streamType?: string;
  metadata?: { title?: string };
};

export type CastLoadRequest = {
  media: CastMediaInfo;
  autoplay?: boolean;
  currentTime?: number;
  playbackRate?: number;
};

export type CastSession = {
  loadMedia(request: CastLoadRequest): Promise<unknown>;
  getCastDevice(): { friendlyName: string };
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
  };
};

export type ChromeCast = {
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
  media: {
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo;
    GenericMediaMetadata: new () => { title?: string };
    LoadRequest: new (media: CastMediaInfo) => CastLoadRequest;
    StreamType: { BUFFERED: string };
  };
};

/** Both globals, handed around together so tests can pass a stand-in. */
export type CastApi = { framework: CastFramework; chromeCast: ChromeCast };
