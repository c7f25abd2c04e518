import type { Stream } from '@screenroom/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { CastButton } from '../src/features/player/components/CastButton.tsx';
import { CastingOverlay } from '../src/features/player/components/CastingOverlay.tsx';
import { PictureInPictureButton } from '../src/features/player/components/PictureInPictureButton.tsx';
import { createCastDisplay, type CastCaptions } from '../src/features/player/cast/cast-display.ts';
import { castMediaFor } from '../src/features/player/cast/cast-media.ts';
import { castTextTrackFor, castTextTracks } from '../src/features/player/cast/cast-tracks.ts';
import type { CaptionItem } from '../src/features/player/store/captions-slice.ts';
import { useAudioLanguageStore } from '../src/shared/stores/audio-language.ts';
import { followCastSession } from '../src/features/player/cast/cast-switch.ts';
import type { DisplayEvent } from '../src/features/player/display.ts';
import { createCueIndex } from '../src/features/player/captions/active-cues.ts';
import { useQualityStore } from '../src/shared/stores/quality.ts';
import { fakeCastApi } from './cast-fake.ts';
import { fakeDisplay } from './player-display-fake.ts';
import { fileStreamWith480At, hlsStreamAt } from './player-sources-fixture.ts';
import { player, render } from './test-player.tsx';

const PAGE = 'https://screen.example/media/tmdb-movie-45745-sintel';
const hlsStream = hlsStreamAt('/media-files/demo/master.m3u8');
const fileStream = fileStreamWith480At('https://cdn.example/sd.mp4');
const auto = { automaticQuality: true, lastChosenQuality: null };

describe('what the receiver is sent', () => {
  it('sends HLS as a full playlist address and lets the receiver pick levels', () => {
    expect(castMediaFor(hlsStream, auto, PAGE)).toEqual({
      url: 'https://screen.example/media-files/demo/master.m3u8',
      contentType: 'application/x-mpegurl',
      quality: null,
      qualities: [],
    });
  });

  it('sends the file of the quality the viewer’s choice picks', () => {
    expect(castMediaFor(fileStream, auto, PAGE)).toMatchObject({
      url: 'https://screen.example/media-files/hd.mp4',
      contentType: 'video/mp4',
      quality: '1080',
      qualities: ['480', '1080'],
    });
    expect(
      castMediaFor(fileStream, { automaticQuality: false, lastChosenQuality: '480' }, PAGE).url,
    ).toBe('https://cdn.example/sd.mp4');
  });

  it('refuses a file stream without files', () => {
    expect(() => castMediaFor({ ...fileStream, qualities: {} }, auto, PAGE)).toThrow(
      'No quality found',
    );
  });
});

describe('loading the Cast sender library', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('adds the script once and points the library at the receiver application', async () => {
    const { loadCastApi } = await import('../src/features/player/cast/cast-sender.ts');
    const fake = fakeCastApi();
    const globals: Record<string, unknown> = {};
    const addScript = vi.fn((url: string) => {
      globals.cast = { framework: fake.api.framework };
      globals.chrome = { cast: fake.api.chromeCast };
      queueMicrotask(() => (globals.__onGCastApiAvailable as (ok: boolean) => void)(true));
      expect(url).toBe('https://cast.example/sender.js');
    });
    const options = {
      senderUrl: 'https://cast.example/sender.js',
      receiverAppId: 'ABCD1234',
      addScript,
      globals,
    };
    const api = await loadCastApi(options);
    expect(api?.framework).toBe(fake.api.framework);
    expect(fake.context.setOptions).toHaveBeenCalledWith({
      receiverApplicationId: 'ABCD1234',
      autoJoinPolicy: 'origin_scoped',
    });
    expect(await loadCastApi(options)).toBe(api);
    expect(addScript).toHaveBeenCalledTimes(1);
  });

  it('gives nothing and says why when the browser cannot cast', async () => {
    const { loadCastApi, loadedCastApi } =
      await import('../src/features/player/cast/cast-sender.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const globals: Record<string, unknown> = {};
    const api = await loadCastApi({
      senderUrl: 'https://cast.example/sender.js',
      receiverAppId: 'ABCD1234',
      addScript: () =>
        queueMicrotask(() => (globals.__onGCastApiAvailable as (ok: boolean) => void)(false)),
      globals,
    });
    expect(api).toBeNull();
    expect(loadedCastApi()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Chrome Cast API not fully initialized');
  });

  it('gives nothing when the script cannot be fetched', async () => {
    const { loadCastApi } = await import('../src/features/player/cast/cast-sender.ts');
    const api = await loadCastApi({
      senderUrl: 'https://cast.example/sender.js',
      receiverAppId: 'ABCD1234',
      addScript: (_url, onError) => queueMicrotask(onError),
      globals: {},
    });
    expect(api).toBeNull();
  });
});

describe('cast display', () => {
  let captions: CastCaptions = { list: [], selectedId: null };
  beforeEach(() => {
    captions = { list: [], selectedId: null };
  });

  function setup() {
    const fake = fakeCastApi();
    fake.receiver.connect();
    const display = createCastDisplay({
      api: fake.api,
      container: document.createElement('div'),
      title: () => 'Sintel',
      captions: () => captions,
      pageUrl: () => PAGE,
    });
    const events: DisplayEvent[] = [];
    display.on((event) => events.push(event));
    return { fake, display, events, controller: fake.controllers[0]! };
  }

  it('asks the receiver to play the stream from the given time, with the title', () => {
    const { fake, display, events } = setup();
    display.load({ source: hlsStream, startAt: 42, quality: auto });
    expect(fake.loads).toHaveLength(1);
    const request = fake.loads[0]!;
    expect(request).toMatchObject({ autoplay: true, currentTime: 42, playbackRate: 1 });
    expect(request.media).toMatchObject({
      contentId: 'https://screen.example/media-files/demo/master.m3u8',
      contentUrl: 'https://screen.example/media-files/demo/master.m3u8',
      contentType: 'application/x-mpegurl',
      streamType: 'BUFFERED',
      metadata: { title: 'Sintel' },
    });
    expect(events).toContainEqual({ type: 'audioTracks', tracks: [] });
    expect(events).toContainEqual({ type: 'qualities', qualities: [] });
  });

  it('mirrors what the receiver reports', () => {
    const { fake, display, events } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    events.length = 0;
    fake.receiver.report({ duration: 180, playerState: 'BUFFERING' });
    fake.receiver.report({ playerState: 'PLAYING', isPaused: false, currentTime: 12 });
    fake.receiver.report({ volumeLevel: 0.3 });
    fake.receiver.report({ isMuted: true });
    expect(events).toEqual([
      { type: 'duration', duration: 180 },
      { type: 'loading', loading: true },
      { type: 'loading', loading: false },
      { type: 'playing', playing: true },
      { type: 'playing', playing: true },
      { type: 'time', time: 12 },
      { type: 'volume', volume: 0.3 },
      { type: 'volume', volume: 0 },
    ]);
  });

  it('plays, pauses, seeks within the media and sets the volume on the receiver', () => {
    const { fake, display, controller, events } = setup();
    fake.receiver.report({ duration: 100, isPaused: true });
    display.play();
    expect(controller.playOrPause).toHaveBeenCalledTimes(1);
    display.play();
    expect(controller.playOrPause).toHaveBeenCalledTimes(1);
    display.pause();
    expect(controller.playOrPause).toHaveBeenCalledTimes(2);
    display.setTime(250);
    expect(controller.player.currentTime).toBe(100);
    expect(controller.seek).toHaveBeenCalledTimes(1);
    expect(events).toContainEqual({ type: 'time', time: 100 });
    display.setVolume(0.5);
    expect(controller.player.volumeLevel).toBe(0.5);
    expect(controller.setVolumeLevel).toHaveBeenCalledTimes(1);
    display.setVolume(0);
    expect(controller.muteOrUnmute).toHaveBeenCalledTimes(1);
    display.setVolume(0.8);
    expect(controller.muteOrUnmute).toHaveBeenCalledTimes(2);
    expect(controller.player).toMatchObject({ volumeLevel: 0.8, isMuted: false });
  });

  it('pauses while the viewer drags the seek bar and plays on after', () => {
    const { fake, display, controller } = setup();
    fake.receiver.report({ isPaused: false });
    display.setSeeking(true);
    expect(controller.player.isPaused).toBe(true);
    display.setSeeking(false);
    expect(controller.player.isPaused).toBe(false);
  });

  it('sends a file again, from where it is, in another quality or at another speed', () => {
    const { fake, display, events } = setup();
    display.load({ source: fileStream, startAt: 0, quality: auto });
    expect(events).toContainEqual({ type: 'changedQuality', quality: '1080' });
    fake.receiver.report({ isMediaLoaded: true, currentTime: 30 });
    display.changeQuality({ automaticQuality: false, lastChosenQuality: '480' });
    expect(fake.loads[1]).toMatchObject({ currentTime: 30 });
    expect(fake.loads[1]!.media.contentId).toBe('https://cdn.example/sd.mp4');
    display.setPlaybackRate(1.5);
    expect(fake.loads[2]).toMatchObject({ currentTime: 30, playbackRate: 1.5 });
    expect(events).toContainEqual({ type: 'playbackRate', rate: 1.5 });
    display.setPlaybackRate(1.5);
    expect(fake.loads).toHaveLength(3);
  });

  it('stops listening to the receiver when it goes away', () => {
    const { fake, display } = setup();
    const before = fake.receiver.listenerCount();
    display.destroy();
    expect(fake.receiver.listenerCount()).toBe(before - 7);
  });
});

/** The captions of a library title: SRT and WebVTT files, its HLS renditions, and added ones. */
const srtEn: CaptionItem = {
  id: '/media-files/demo/Sintel.en.srt',
  language: 'en',
  origin: 'stream',
  url: '/media-files/demo/Sintel.en.srt',
  format: 'srt',
};
const vttEn: CaptionItem = {
  id: '/media-files/demo/Sintel.en.vtt',
  language: 'en',
  origin: 'stream',
  url: '/media-files/demo/Sintel.en.vtt',
  format: 'vtt',
};
const vttAr: CaptionItem = {
  id: 'https://cdn.example/sintel.ar.vtt',
  language: 'ar',
  origin: 'stream',
  url: 'https://cdn.example/sintel.ar.vtt',
  format: 'vtt',
};
const hlsAr: CaptionItem = {
  id: 'hls:/media-files/demo/subs-ar/index.m3u8',
  language: 'ar',
  origin: 'hls',
  label: 'العربية',
  url: '/media-files/demo/subs-ar/index.m3u8',
};
const upload: CaptionItem = {
  id: 'upload-1',
  language: 'custom',
  origin: 'upload',
  label: 'mine.srt',
  cues: [],
};
const online: CaptionItem = { id: 'online-7', language: 'fr', origin: 'online', cues: [] };
const allCaptions = [srtEn, vttEn, vttAr, hlsAr, upload, online];

/** What a receiver finds in Sintel's HLS playlist: two audio renditions and two subtitle ones. */
const receiverTracks = [
  { trackId: 20, type: 'AUDIO', language: 'en', name: 'English' },
  { trackId: 21, type: 'AUDIO', language: 'ar', name: 'العربية' },
  { trackId: 30, type: 'TEXT', language: 'en', name: 'English' },
  { trackId: 31, type: 'TEXT', language: 'ar', name: 'العربية' },
];

describe('captions and audio on the receiver', () => {
  let captions: CastCaptions = { list: allCaptions, selectedId: null };
  beforeEach(() => {
    captions = { list: allCaptions, selectedId: null };
  });

  function setup() {
    const fake = fakeCastApi();
    fake.receiver.connect();
    const display = createCastDisplay({
      api: fake.api,
      container: document.createElement('div'),
      title: () => 'Sintel',
      captions: () => captions,
      pageUrl: () => PAGE,
    });
    const events: DisplayEvent[] = [];
    display.on((event) => events.push(event));
    return { fake, display, events };
  }

  it('sends the WebVTT files it can fetch, at full addresses, and nothing it cannot reach', () => {
    expect(castTextTracks(allCaptions, PAGE)).toEqual([
      {
        trackId: 1,
        captionId: vttEn.id,
        url: 'https://screen.example/media-files/demo/Sintel.en.vtt',
        language: 'en',
        name: 'English',
      },
      {
        trackId: 2,
        captionId: vttAr.id,
        url: 'https://cdn.example/sintel.ar.vtt',
        language: 'ar',
        name: 'العربية',
      },
    ]);
  });

  it('finds the receiver track for a caption: itself, else one in its language', () => {
    const sent = castTextTracks(allCaptions, PAGE);
    expect(castTextTrackFor(vttAr, sent, [])).toBe(2);
    // The menu turned on the SRT file; the same language's WebVTT file shows instead.
    expect(castTextTrackFor(srtEn, sent, [])).toBe(1);
    // An HLS rendition is the receiver's own track of that language, once it lists one.
    expect(castTextTrackFor(hlsAr, sent, receiverTracks)).toBe(31);
    expect(castTextTrackFor(hlsAr, sent, [])).toBe(2);
    expect(castTextTrackFor(upload, sent, receiverTracks)).toBeNull();
    expect(castTextTrackFor(online, sent, receiverTracks)).toBeNull();
    expect(castTextTrackFor(null, sent, receiverTracks)).toBeNull();
  });

  it('loads the media with its caption files as text tracks, the chosen one active', () => {
    captions = { list: allCaptions, selectedId: vttAr.id };
    const { fake, display } = setup();
    display.load({ source: fileStream, startAt: 5, quality: auto });
    const request = fake.loads[0]!;
    expect(request.media.tracks).toEqual([
      expect.objectContaining({
        trackId: 1,
        type: 'TEXT',
        subtype: 'SUBTITLES',
        trackContentType: 'text/vtt',
        trackContentId: 'https://screen.example/media-files/demo/Sintel.en.vtt',
        language: 'en',
      }),
      expect.objectContaining({
        trackId: 2,
        trackContentId: 'https://cdn.example/sintel.ar.vtt',
        language: 'ar',
      }),
    ]);
    expect(request.activeTrackIds).toEqual([2]);
  });

  it('loads with no caption active while captions are off', () => {
    const { fake, display } = setup();
    display.load({ source: fileStream, startAt: 5, quality: auto });
    expect(fake.loads[0]!.activeTrackIds).toBeUndefined();
  });

  it('switches the shown caption on the receiver, keeping the audio track', () => {
    captions = { list: allCaptions, selectedId: vttEn.id };
    const { fake, display } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    fake.receiver.setActiveTracks([20, 1]);
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    display.showCaption(hlsAr.id);
    display.showCaption(hlsAr.id);
    display.showCaption(null);
    expect(fake.trackEdits).toEqual([[20, 31], [20]]);
  });

  it('lists the receiver’s audio tracks and switches them there', () => {
    const { fake, display, events } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    fake.receiver.setActiveTracks([20]);
    events.length = 0;
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    expect(events).toEqual([
      {
        type: 'audioTracks',
        tracks: [
          { id: '20', language: 'en', label: 'English' },
          { id: '21', language: 'ar', label: 'العربية' },
        ],
      },
      { type: 'audioTrack', id: '20' },
    ]);
    display.changeAudioTrack('21');
    expect(fake.trackEdits).toEqual([[21]]);
    expect(events.at(-1)).toEqual({ type: 'audioTrack', id: '21' });
    // A track the receiver does not offer is not asked for.
    display.changeAudioTrack('99');
    expect(fake.trackEdits).toHaveLength(1);
  });

  it('starts in the viewer’s audio language once the receiver lists it', () => {
    const { fake, display, events } = setup();
    display.setAudioPreference('ar');
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    fake.receiver.setActiveTracks([20]);
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    expect(fake.trackEdits).toEqual([[21]]);
    expect(events.at(-1)).toEqual({ type: 'audioTrack', id: '21' });
    // Only once per media: the viewer's later choice stands.
    display.changeAudioTrack('20');
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    expect(fake.trackEdits).toEqual([[21], [20]]);
  });
});

describe('captions and audio while casting, through the player', () => {
  const local = fakeDisplay();

  beforeEach(async () => {
    // The page downloads the cast display with the sender library, before it follows a session.
    await player.prepareCasting();
    player.store.getState().reset();
    useAudioLanguageStore.setState({ language: null });
    player.attachDisplay(local);
    const s = player.store.getState();
    s.setSource(hlsStream, 'library');
    s.setCaptionsOfOrigin('stream', [srtEn, vttEn, vttAr]);
    s.setSelectedCaption({ id: vttAr.id, language: 'ar', cues: [], index: createCueIndex([]) });
  });

  it('sends the captions on, follows the caption menu, and offers the receiver’s audio tracks', () => {
    const fake = fakeCastApi();
    const stop = followCastSession({
      api: fake.api,
      player,
      stream: hlsStream,
      startAt: 0,
      container: document.createElement('div'),
    });
    fake.receiver.connect();
    const load = fake.loads[0]!;
    expect(load.media.tracks?.map((track) => track.trackContentId)).toEqual([
      new URL(vttEn.url!, window.location.href).href,
      'https://cdn.example/sintel.ar.vtt',
    ]);
    expect(load.activeTrackIds).toEqual([2]);

    fake.receiver.setActiveTracks([20, 2]);
    fake.receiver.report({ mediaInfo: { tracks: receiverTracks } });
    expect(player.store.getState().audioTracks.map((track) => track.language)).toEqual([
      'en',
      'ar',
    ]);
    expect(player.store.getState().currentAudioTrack?.id).toBe('20');
    player.chooseAudioTrack('21');
    expect(fake.trackEdits.at(-1)).toEqual([21, 2]);
    expect(player.store.getState().currentAudioTrack?.id).toBe('21');
    expect(useAudioLanguageStore.getState().language).toBe('ar');

    player.turnCaptionsOff();
    expect(fake.trackEdits.at(-1)).toEqual([21]);
    // The page's own video draws its captions itself; it is not asked.
    expect(local.showCaption).not.toHaveBeenCalled();
    stop();
  });
});

describe('switching between the page and the cast device', () => {
  const local = fakeDisplay();

  /** Follows the fake library's sessions for `stream`, casting from `startAt`. */
  const follow = (fake: ReturnType<typeof fakeCastApi>, stream: Stream, startAt: number) =>
    followCastSession({
      api: fake.api,
      player,
      stream,
      startAt,
      container: document.createElement('div'),
    });

  beforeEach(async () => {
    await player.prepareCasting();
    player.store.getState().reset();
    useQualityStore.setState({ automaticQuality: true, lastChosenQuality: null });
    Object.values(local).forEach((mock) => mock.mockClear());
    player.attachDisplay(local);
    const s = player.store.getState();
    s.setSource(hlsStream, 'library');
    s.setDuration(180);
    s.setTime(61);
    s.setPlaying(true);
    // The video's own clock is a little past the store's last time event.
    local.readClock.mockReturnValue({ time: 61.2, paused: false, stalled: false });
  });

  it('moves the picture to the device at the current time and back where the device stopped', () => {
    const fake = fakeCastApi();
    const stop = follow(fake, hlsStream, 0);
    expect(player.store.getState().castState).toBe('NOT_CONNECTED');

    fake.receiver.connect('Living Room TV');
    const s = player.store.getState();
    // The player's commands now reach the device, not the page's video.
    player.setVolume(0.3);
    expect(local.setVolume).not.toHaveBeenCalled();
    expect(local.pause).toHaveBeenCalled();
    // From the video's own clock, not the store's time, which lags it.
    expect(fake.loads[0]).toMatchObject({ currentTime: 61.2 });
    expect(s.castState).toBe('CONNECTED');
    expect(s.castDevice).toBe('Living Room TV');

    // Only the device is heard now: the page's video reporting does not move the store.
    fake.receiver.report({ currentTime: 95, isPaused: true, playerState: 'PAUSED' });
    const [[onLocal]] = local.on.mock.calls as unknown as [[(event: DisplayEvent) => void]];
    onLocal({ type: 'time', time: 3 });
    expect(player.store.getState().progress.time).toBe(95);

    fake.receiver.disconnect();
    player.setVolume(0.4);
    expect(local.setVolume).toHaveBeenCalledWith(0.4);
    expect(local.load).toHaveBeenCalledWith(expect.objectContaining({ startAt: 95 }));
    // It was paused on the device, so it stays paused here.
    expect(local.pause).toHaveBeenCalledTimes(2);
    expect(player.store.getState()).toMatchObject({
      castState: 'NOT_CONNECTED',
      castDevice: null,
    });
    stop();
    expect(player.store.getState().castState).toBeNull();
    expect(fake.receiver.listenerCount()).toBe(0);
  });

  it('plays on in the page when the device was playing as the session ended', () => {
    const fake = fakeCastApi();
    const stop = follow(fake, hlsStream, 0);
    fake.receiver.connect();
    fake.receiver.report({ currentTime: 70, isPaused: false, playerState: 'PLAYING' });
    // The library's reset of its player on the way out (time zero, paused) is not taken over.
    fake.receiver.disconnect();
    expect(local.load).toHaveBeenCalledWith(expect.objectContaining({ startAt: 70 }));
    expect(local.play).toHaveBeenCalled();
    expect(local.pause).toHaveBeenCalledTimes(1);
    stop();
  });

  it('takes over a session that is already on, from where the title starts', () => {
    const fake = fakeCastApi();
    fake.receiver.connect();
    player.store.getState().reset();
    player.attachDisplay(local);
    player.store.getState().setSource(fileStream, 'library');
    const stop = follow(fake, fileStream, 300);
    expect(fake.loads[0]).toMatchObject({ currentTime: 300 });
    player.setVolume(0.3);
    expect(local.setVolume).not.toHaveBeenCalled();
    // Leaving the title lets the device play on, and the player shows nothing until it is given
    // a display again.
    stop();
    expect(fake.context.endCurrentSession).not.toHaveBeenCalled();
    player.setVolume(0.2);
    expect(local.setVolume).not.toHaveBeenCalled();
  });
});

describe('cast controls', () => {
  beforeEach(() => player.store.getState().reset());
  afterEach(cleanup);

  it('shows no cast button while casting is not offered or no device is around', () => {
    const { rerender } = render(<CastButton />);
    expect(screen.queryByTestId('cast-button')).not.toBeInTheDocument();
    act(() => player.store.getState().setCastState('NO_DEVICES_AVAILABLE', null));
    rerender(<CastButton />);
    expect(screen.queryByTestId('cast-button')).not.toBeInTheDocument();
  });

  it('opens the device list, and ends a session, through the sender library', async () => {
    vi.resetModules();
    // react-i18next runs through the test's module registry (vitest.config.ts inlines it), so the
    // fresh button gets a copy of its own, which knows i18next only once the app's set-up runs.
    await import('../src/shared/i18n/i18n.ts');
    const fake = fakeCastApi();
    const sender = await import('../src/features/player/cast/cast-sender.ts');
    const globals: Record<string, unknown> = {};
    await sender.loadCastApi({
      senderUrl: 'https://cast.example/sender.js',
      receiverAppId: 'ABCD1234',
      addScript: () => {
        globals.cast = { framework: fake.api.framework };
        globals.chrome = { cast: fake.api.chromeCast };
        queueMicrotask(() => (globals.__onGCastApiAvailable as (ok: boolean) => void)(true));
      },
      globals,
    });
    const { CastButton: FreshCastButton } =
      await import('../src/features/player/components/CastButton.tsx');
    // The fresh modules have a context of their own: the button reads a player made from them.
    const { createPlayer: createFreshPlayer } =
      await import('../src/features/player/create-player.ts');
    const { PlayerProvider: FreshProvider } =
      await import('../src/features/player/player-context.tsx');
    const fresh = createFreshPlayer();
    const freshStore = fresh.store;
    act(() => freshStore.getState().setCastState('NOT_CONNECTED', null));
    render(
      <FreshProvider player={fresh}>
        <FreshCastButton />
      </FreshProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cast to a device' }));
    expect(fake.context.requestSession).toHaveBeenCalledTimes(1);
    fake.receiver.connect();
    act(() => freshStore.getState().setCastState('CONNECTED', 'Living Room TV'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop casting' }));
    expect(fake.context.endCurrentSession).toHaveBeenCalledWith(true);
  });

  it('says where the picture plays and hides picture-in-picture meanwhile', () => {
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    act(() => player.store.getState().setCastState('CONNECTED', 'Living Room TV'));
    render(
      <>
        <CastingOverlay />
        <PictureInPictureButton />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Playing on Living Room TV');
    expect(screen.queryByTestId('pip-button')).not.toBeInTheDocument();
    act(() => player.store.getState().setCastState('NOT_CONNECTED', null));
    expect(screen.queryByTestId('casting-overlay')).not.toBeInTheDocument();
    expect(screen.getByTestId('pip-button')).toBeInTheDocument();
    Object.defineProperty(document, 'pictureInPictureEnabled', {
      value: false,
      configurable: true,
    });
  });

  it('does nothing before the library is there', () => {
    expect(() => player.toggleCasting()).not.toThrow();
  });
});
