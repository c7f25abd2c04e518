import { vi } from 'vitest';
import type {
  CastApi,
  CastContextEvent,
  CastEditTracksInfoRequest,
  CastLoadRequest,
  CastMediaInfo,
  CastMediaSession,
  CastSession,
  CastState,
  CastTrack,
  RemotePlayer,
  SessionState,
} from '../src/features/player/cast/cast-api.ts';

/**
 * A stand-in for Google's Cast sender library with the documented names and shapes: a context
 * with cast and session state events, a session that records load requests and track changes,
 * and remote players that a test moves like a receiver would (`receiver.report`, including the
 * tracks it finds in the media as `mediaInfo`).
 */
export function fakeCastApi() {
  const contextListeners = new Map<string, Set<(event: CastContextEvent) => void>>();
  const controllers: FakeController[] = [];
  const loads: CastLoadRequest[] = [];
  /** Every set of active tracks asked for after a load, in order. */
  const trackEdits: number[][] = [];
  let castState: CastState = 'NOT_CONNECTED';
  let session: CastSession | null = null;
  let mediaSession: CastMediaSession | null = null;

  const fire = (type: string, event: CastContextEvent) =>
    contextListeners.get(type)?.forEach((listener) => listener(event));

  const context = {
    setOptions: vi.fn(),
    getCastState: () => castState,
    getCurrentSession: () => session,
    requestSession: vi.fn(() => Promise.resolve(undefined)),
    endCurrentSession: vi.fn(),
    addEventListener: (type: string, handler: (event: CastContextEvent) => void) => {
      if (!contextListeners.has(type)) contextListeners.set(type, new Set());
      contextListeners.get(type)!.add(handler);
    },
    removeEventListener: (type: string, handler: (event: CastContextEvent) => void) =>
      contextListeners.get(type)?.delete(handler),
  };

  class FakeController {
    listeners = new Map<string, Set<() => void>>();
    playOrPause = vi.fn(() => receiver.report({ isPaused: !this.player.isPaused }));
    seek = vi.fn();
    setVolumeLevel = vi.fn();
    muteOrUnmute = vi.fn(() => receiver.report({ isMuted: !this.player.isMuted }));
    constructor(readonly player: RemotePlayer) {
      controllers.push(this);
    }
    addEventListener(type: string, handler: () => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(handler);
    }
    removeEventListener(type: string, handler: () => void) {
      this.listeners.get(type)?.delete(handler);
    }
  }

  const eventFor: Record<keyof RemotePlayer, string> = {
    isConnected: 'isConnectedChanged',
    isMediaLoaded: 'isMediaLoadedChanged',
    currentTime: 'currentTimeChanged',
    duration: 'durationChanged',
    isPaused: 'isPausedChanged',
    volumeLevel: 'volumeLevelChanged',
    isMuted: 'isMutedChanged',
    playerState: 'playerStateChanged',
    mediaInfo: 'mediaInfoChanged',
  };

  /** What the device is doing; a remote player made later starts from it, as the library's do. */
  const state: RemotePlayer = {
    isConnected: false,
    isMediaLoaded: false,
    currentTime: 0,
    duration: 0,
    isPaused: true,
    volumeLevel: 1,
    isMuted: false,
    playerState: null,
    mediaInfo: null,
  };

  const receiver = {
    /** The receiver's new state, pushed to every remote player with its change events. */
    report(changes: Partial<RemotePlayer>) {
      Object.assign(state, changes);
      for (const controller of controllers) {
        Object.assign(controller.player, changes);
        for (const field of Object.keys(changes) as (keyof RemotePlayer)[]) {
          controller.listeners.get(eventFor[field])?.forEach((listener) => listener());
        }
      }
    },
    connect(device = 'Living Room TV') {
      castState = 'CONNECTED';
      session = {
        loadMedia: vi.fn((request: CastLoadRequest) => {
          loads.push(request);
          mediaSession = {
            activeTrackIds: request.activeTrackIds ?? [],
            editTracksInfo: (edit: CastEditTracksInfoRequest, onSuccess: () => void) => {
              trackEdits.push(edit.activeTrackIds ?? []);
              mediaSession!.activeTrackIds = edit.activeTrackIds ?? [];
              onSuccess();
            },
          };
          return Promise.resolve(undefined);
        }),
        getCastDevice: () => ({ friendlyName: device }),
        getMediaSession: () => mediaSession,
      };
      receiver.report({ isConnected: true });
      fire('caststatechanged', { castState });
      fire('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    },
    /** The receiver plays these tracks now, as after switching them itself. */
    setActiveTracks(ids: number[]) {
      if (mediaSession) mediaSession.activeTrackIds = ids;
    },
    disconnect() {
      castState = 'NOT_CONNECTED';
      session = null;
      mediaSession = null;
      // The library resets the remote player as the session goes.
      receiver.report({ isConnected: false, isMediaLoaded: false, isPaused: true, currentTime: 0 });
      fire('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
      fire('caststatechanged', { castState });
    },
    setCastState(state: CastState) {
      castState = state;
      fire('caststatechanged', { castState });
    },
    listenerCount: () =>
      [...contextListeners.values()].reduce((total, set) => total + set.size, 0) +
      controllers.reduce(
        (total, c) => total + [...c.listeners.values()].reduce((n, set) => n + set.size, 0),
        0,
      ),
  };

  const sessionStates: SessionState[] = [
    'NO_SESSION',
    'SESSION_STARTING',
    'SESSION_STARTED',
    'SESSION_START_FAILED',
    'SESSION_ENDING',
    'SESSION_ENDED',
    'SESSION_RESUMED',
  ];

  class MediaInfo implements CastMediaInfo {
    contentUrl?: string;
    streamType?: string;
    metadata?: { title?: string };
    tracks?: CastTrack[];
    constructor(
      readonly contentId: string,
      readonly contentType: string,
    ) {}
  }
  class LoadRequest implements CastLoadRequest {
    autoplay?: boolean;
    currentTime?: number;
    playbackRate?: number;
    activeTrackIds?: number[];
    constructor(readonly media: CastMediaInfo) {}
  }
  class Track implements CastTrack {
    trackContentId?: string;
    trackContentType?: string;
    subtype?: string;
    name?: string;
    language?: string;
    constructor(
      readonly trackId: number,
      readonly type: string,
    ) {}
  }
  class EditTracksInfoRequest implements CastEditTracksInfoRequest {
    constructor(readonly activeTrackIds?: number[]) {}
  }

  const api: CastApi = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      SessionState: Object.fromEntries(sessionStates.map((s) => [s, s])) as Record<
        SessionState,
        SessionState
      >,
      RemotePlayer: class {
        constructor() {
          Object.assign(this, state);
        }
      } as unknown as new () => RemotePlayer,
      RemotePlayerController: FakeController,
      RemotePlayerEventType: {
        CURRENT_TIME_CHANGED: 'currentTimeChanged',
        DURATION_CHANGED: 'durationChanged',
        IS_PAUSED_CHANGED: 'isPausedChanged',
        PLAYER_STATE_CHANGED: 'playerStateChanged',
        VOLUME_LEVEL_CHANGED: 'volumeLevelChanged',
        IS_MUTED_CHANGED: 'isMutedChanged',
        MEDIA_INFO_CHANGED: 'mediaInfoChanged',
      },
    },
    chromeCast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
      media: {
        MediaInfo,
        GenericMediaMetadata: class {
          title?: string;
        },
        LoadRequest,
        StreamType: { BUFFERED: 'BUFFERED' },
        Track,
        TrackType: { TEXT: 'TEXT', AUDIO: 'AUDIO', VIDEO: 'VIDEO' },
        TextTrackType: { SUBTITLES: 'SUBTITLES' },
        EditTracksInfoRequest,
      },
    },
  };

  return { api, context, controllers, loads, trackEdits, receiver };
}
