import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalService } from './echo-service.ts';

/**
 * Google's Cast sender library as far as the player uses it, with its documented names and
 * shapes (cast.framework.CastContext, RemotePlayer, RemotePlayerController, chrome.cast.media),
 * and one device on the network. The device "plays" whatever it is sent by counting time; like a
 * receiver reading an HLS playlist it lists an English and an Arabic audio track besides the text
 * tracks it was sent. The page can read what it was sent from `window.__fakeCast`.
 */
const SENDER_SCRIPT = String.raw`
(() => {
  const DEVICE = 'Screenroom Test TV';
  const record = { loads: [], seeks: [], trackEdits: [] };
  window.__fakeCast = record;
  const contextListeners = {};
  const controllers = [];
  let castState = 'NOT_CONNECTED';
  let session = null;
  let ticker = null;
  const receiver = { currentTime: 0, duration: 0, isPaused: true, isMediaLoaded: false,
    volumeLevel: 1, isMuted: false, playerState: 'IDLE', isConnected: false, mediaInfo: null };
  const EVENTS = { currentTime: 'currentTimeChanged', duration: 'durationChanged',
    isPaused: 'isPausedChanged', isMediaLoaded: 'isMediaLoadedChanged',
    volumeLevel: 'volumeLevelChanged', isMuted: 'isMutedChanged',
    playerState: 'playerStateChanged', isConnected: 'isConnectedChanged',
    mediaInfo: 'mediaInfoChanged' };
  const AUDIO = [
    { trackId: 100, type: 'AUDIO', language: 'en', name: 'English' },
    { trackId: 101, type: 'AUDIO', language: 'ar', name: 'العربية' },
  ];
  let mediaSession = null;

  function report(changes) {
    Object.assign(receiver, changes);
    for (const controller of controllers) {
      Object.assign(controller.player, changes);
      for (const field of Object.keys(changes)) {
        for (const handler of controller.listeners[EVENTS[field]] || []) handler({ field, value: changes[field] });
      }
    }
  }
  function fire(type, event) {
    for (const handler of contextListeners[type] || []) handler(event);
  }
  function tick() {
    if (!receiver.isPaused) report({ currentTime: Math.min(receiver.duration, receiver.currentTime + 0.25) });
  }

  class RemotePlayer {
    constructor() { Object.assign(this, receiver); }
  }
  class RemotePlayerController {
    constructor(player) { this.player = player; this.listeners = {}; controllers.push(this); }
    addEventListener(type, handler) { (this.listeners[type] ||= []).push(handler); }
    removeEventListener(type, handler) {
      this.listeners[type] = (this.listeners[type] || []).filter((h) => h !== handler);
    }
    playOrPause() {
      const isPaused = !receiver.isPaused;
      report({ isPaused, playerState: isPaused ? 'PAUSED' : 'PLAYING' });
    }
    seek() { record.seeks.push(this.player.currentTime); report({ currentTime: this.player.currentTime }); }
    setVolumeLevel() { report({ volumeLevel: this.player.volumeLevel }); }
    muteOrUnmute() { report({ isMuted: !receiver.isMuted }); }
  }

  const context = {
    setOptions(options) { record.options = options; },
    getCastState: () => castState,
    getCurrentSession: () => session,
    requestSession() {
      castState = 'CONNECTED';
      session = {
        getCastDevice: () => ({ friendlyName: DEVICE }),
        loadMedia(request) {
          const sent = (request.media.tracks || []).map((t) => ({ trackId: t.trackId, type: t.type,
            trackContentId: t.trackContentId, trackContentType: t.trackContentType,
            subtype: t.subtype, language: t.language, name: t.name }));
          record.loads.push({
            contentId: request.media.contentId,
            contentType: request.media.contentType,
            title: request.media.metadata && request.media.metadata.title,
            currentTime: request.currentTime,
            autoplay: request.autoplay,
            tracks: sent,
            activeTrackIds: request.activeTrackIds || [],
          });
          mediaSession = {
            activeTrackIds: [AUDIO[0].trackId, ...(request.activeTrackIds || [])],
            editTracksInfo(edit, onSuccess) {
              record.trackEdits.push(edit.activeTrackIds);
              mediaSession.activeTrackIds = edit.activeTrackIds;
              onSuccess();
            },
          };
          report({ isMediaLoaded: true, duration: 180, currentTime: request.currentTime,
            isPaused: !request.autoplay, playerState: request.autoplay ? 'PLAYING' : 'PAUSED' });
          report({ mediaInfo: { tracks: [...sent, ...AUDIO] } });
          return Promise.resolve();
        },
        getMediaSession: () => mediaSession,
      };
      report({ isConnected: true });
      fire('caststatechanged', { castState });
      fire('sessionstatechanged', { session, sessionState: 'SESSION_STARTED' });
      ticker = setInterval(tick, 250);
      return Promise.resolve();
    },
    endCurrentSession() {
      clearInterval(ticker);
      castState = 'NOT_CONNECTED';
      session = null;
      mediaSession = null;
      report({ isConnected: false, isMediaLoaded: false, isPaused: true, playerState: 'IDLE' });
      fire('sessionstatechanged', { session: null, sessionState: 'SESSION_ENDED' });
      fire('caststatechanged', { castState });
    },
    addEventListener(type, handler) { (contextListeners[type] ||= []).push(handler); },
    removeEventListener(type, handler) {
      contextListeners[type] = (contextListeners[type] || []).filter((h) => h !== handler);
    },
  };

  const sessionStates = ['NO_SESSION', 'SESSION_STARTING', 'SESSION_STARTED',
    'SESSION_START_FAILED', 'SESSION_ENDING', 'SESSION_ENDED', 'SESSION_RESUMED'];
  window.cast = { framework: {
    CastContext: { getInstance: () => context },
    CastContextEventType: { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' },
    SessionState: Object.fromEntries(sessionStates.map((s) => [s, s])),
    RemotePlayer,
    RemotePlayerController,
    RemotePlayerEventType: { CURRENT_TIME_CHANGED: 'currentTimeChanged', DURATION_CHANGED: 'durationChanged',
      IS_PAUSED_CHANGED: 'isPausedChanged', PLAYER_STATE_CHANGED: 'playerStateChanged',
      VOLUME_LEVEL_CHANGED: 'volumeLevelChanged', IS_MUTED_CHANGED: 'isMutedChanged',
      MEDIA_INFO_CHANGED: 'mediaInfoChanged' },
  } };
  window.chrome = window.chrome || {};
  window.chrome.cast = {
    AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
    media: {
      MediaInfo: class { constructor(contentId, contentType) { this.contentId = contentId; this.contentType = contentType; } },
      GenericMediaMetadata: class {},
      LoadRequest: class { constructor(media) { this.media = media; } },
      StreamType: { BUFFERED: 'BUFFERED' },
      Track: class { constructor(trackId, type) { this.trackId = trackId; this.type = type; } },
      TrackType: { TEXT: 'TEXT', AUDIO: 'AUDIO', VIDEO: 'VIDEO' },
      TextTrackType: { SUBTITLES: 'SUBTITLES' },
      EditTracksInfoRequest: class { constructor(activeTrackIds) { this.activeTrackIds = activeTrackIds; } },
    },
  };
  setTimeout(() => window.__onGCastApiAvailable && window.__onGCastApiAvailable(true), 0);
})();
`;

/** Serves the stand-in sender script at `/cast_sender.js` on the loopback interface. */
export async function startFakeCastSender(): Promise<LocalService> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(SENDER_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cast_sender.js`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
