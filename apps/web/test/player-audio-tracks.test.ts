import type Hls from 'hls.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioFallbackTrack } from '../src/features/player/audio-fallback.ts';
import { audioTrackNames } from '../src/features/player/audio-track-names.ts';
import type { AudioTrack, DisplayEvent } from '../src/features/player/display.ts';
import { applyDisplayEvent } from '../src/features/player/display-binding.ts';
import { createVideoDisplay } from '../src/features/player/video-display.ts';
import { useAudioLanguageStore } from '../src/shared/stores/audio-language.ts';
import { fakeDisplay, type FakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const english: AudioTrack = { id: '0', language: 'en', label: 'English' };
const arabic: AudioTrack = { id: '1', language: 'ar', label: 'العربية' };
const store = () => player.store.getState();

describe('audio track names', () => {
  it('names tracks by language in the interface language', () => {
    expect([...audioTrackNames([english, arabic], 'en').values()]).toEqual(['English', 'Arabic']);
    expect([...audioTrackNames([english, arabic], 'ar').values()]).toEqual([
      'الإنجليزية',
      'العربية',
    ]);
  });

  it('falls back to the rendition name when the language is missing or not a language', () => {
    const names = audioTrackNames(
      [
        { id: 'a', language: '', label: 'Main' },
        { id: 'b', language: 'not a tag!', label: 'Director' },
      ],
      'en',
    );
    expect([...names.values()]).toEqual(['Main', 'Director']);
  });

  it('tells two tracks of one language apart by their rendition names', () => {
    const names = audioTrackNames(
      [english, { id: '2', language: 'en', label: 'Commentary' }],
      'en',
    );
    expect([...names.values()]).toEqual(['English', 'English (Commentary)']);
  });
});

describe('audio fallback', () => {
  it('goes back to the track last heard, else the first that works', () => {
    expect(audioFallbackTrack(3, new Set([1]), 2)).toBe(2);
    expect(audioFallbackTrack(3, new Set([1]), null)).toBe(0);
    expect(audioFallbackTrack(3, new Set([0, 2]), 2)).toBe(1);
    expect(audioFallbackTrack(2, new Set([0, 1]), 0)).toBeNull();
  });
});

describe('audio state from the display', () => {
  beforeEach(() => store().reset());

  const apply = (event: DisplayEvent) => applyDisplayEvent(store(), event);

  it('keeps the tracks and the one heard now', () => {
    apply({ type: 'audioTracks', tracks: [english, arabic] });
    apply({ type: 'audioTrack', id: '1' });
    expect(store().audioTracks).toEqual([english, arabic]);
    expect(store().currentAudioTrack).toEqual(arabic);
  });

  it('a failed track is marked and noticed; a new stream clears both', () => {
    apply({ type: 'audioTracks', tracks: [english, arabic] });
    apply({ type: 'audioTrackFailed', failed: arabic, fallback: english });
    expect(store().unavailableAudioTrackIds).toEqual(['1']);
    expect(store().audioNotice).toEqual({ failed: arabic, fallback: english });
    apply({ type: 'audioTracks', tracks: [] });
    expect(store().unavailableAudioTrackIds).toEqual([]);
    expect(store().audioNotice).toBeNull();
    expect(store().currentAudioTrack).toBeNull();
  });
});

describe('track commands', () => {
  let display: FakeDisplay;

  beforeEach(() => {
    localStorage.clear();
    useAudioLanguageStore.setState({ language: null });
    store().reset();
    display = fakeDisplay();
    player.attachDisplay(display);
    store().setAudioTracks([english, arabic]);
  });

  it('switches the track, remembers its language and closes the menu', () => {
    store().openSettings('/audio');
    player.chooseAudioTrack('1');
    expect(display.changeAudioTrack).toHaveBeenCalledWith('1');
    expect(display.setAudioPreference).toHaveBeenCalledWith('ar');
    expect(useAudioLanguageStore.getState().language).toBe('ar');
    expect(JSON.parse(localStorage.getItem('__MW::audioLanguage') ?? '{}')).toMatchObject({
      state: { language: 'ar' },
    });
    expect(store().settingsRoute).toBeNull();
  });

  it('ignores a track the stream does not have', () => {
    player.chooseAudioTrack('7');
    expect(display.changeAudioTrack).not.toHaveBeenCalled();
    expect(useAudioLanguageStore.getState().language).toBeNull();
  });

  it('hands the remembered language to the display before a stream loads', () => {
    useAudioLanguageStore.setState({ language: 'ar' });
    player.applyAudioPreference();
    expect(display.setAudioPreference).toHaveBeenCalledWith('ar');
  });
});

type Handler = (event: string, data: unknown) => void;

/** hls.js's audio side: renditions, the selected one, its events and startLoad. */
function fakeHlsModule() {
  const instances: FakeHls[] = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = {
      MANIFEST_PARSED: 'manifestParsed',
      ERROR: 'error',
      AUDIO_TRACKS_UPDATED: 'audioTracksUpdated',
      AUDIO_TRACK_SWITCHED: 'audioTrackSwitched',
    };
    static ErrorDetails = {
      MANIFEST_LOAD_ERROR: 'manifestLoadError',
      MANIFEST_LOAD_TIMEOUT: 'manifestLoadTimeOut',
      AUDIO_TRACK_LOAD_ERROR: 'audioTrackLoadError',
      AUDIO_TRACK_LOAD_TIMEOUT: 'audioTrackLoadTimeOut',
      FRAG_LOAD_ERROR: 'fragLoadError',
      FRAG_LOAD_TIMEOUT: 'fragLoadTimeOut',
    };
    handlers = new Map<string, Handler>();
    levels = [{ height: 720 }];
    audioTracks = [
      { id: 0, lang: 'en', name: 'English' },
      { id: 1, lang: 'ar', name: 'العربية' },
    ];
    audioTrack = 0;
    startLoad = vi.fn();
    constructor(readonly config: Record<string, unknown>) {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    attachMedia() {}
    loadSource() {}
    destroy() {}
    fire(event: string, data: unknown = {}) {
      this.handlers.get(event)?.(event, data);
    }
  }
  return { module: FakeHls as unknown as typeof Hls, instances };
}

const hlsStream = { id: 'h', type: 'hls' as const, playlist: '/p.m3u8', captions: [], flags: [] };
const auto = { automaticQuality: true, lastChosenQuality: null };

async function loadHls(preference: string | null = null) {
  const video = document.createElement('video');
  vi.spyOn(video, 'play').mockResolvedValue(undefined);
  const fake = fakeHlsModule();
  const display = createVideoDisplay({
    video,
    container: document.createElement('div'),
    loadHls: async () => fake.module,
  });
  const events: DisplayEvent[] = [];
  display.on((event) => events.push(event));
  display.setAudioPreference(preference);
  display.load({ source: hlsStream, startAt: 0, quality: auto });
  await vi.waitFor(() => expect(fake.instances).toHaveLength(1));
  const hls = fake.instances[0]!;
  hls.fire('audioTracksUpdated', { audioTracks: hls.audioTracks });
  return { video, display, events, hls };
}

describe('video display audio tracks (hls.js)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports the renditions and the one switched to', async () => {
    const { display, events, hls } = await loadHls();
    expect(events).toContainEqual({ type: 'audioTracks', tracks: [english, arabic] });
    hls.fire('audioTrackSwitched', { id: 0 });
    expect(events).toContainEqual({ type: 'audioTrack', id: '0' });
    display.changeAudioTrack('1');
    expect(hls.audioTrack).toBe(1);
    display.changeAudioTrack('9');
    expect(hls.audioTrack).toBe(1);
  });

  it('starts the next stream in the preferred language', async () => {
    const { hls } = await loadHls('ar');
    expect(hls.config.audioPreference).toEqual({ lang: 'ar' });
    const { hls: plain } = await loadHls(null);
    expect(plain.config).not.toHaveProperty('audioPreference');
  });

  it('goes back to the track that works when a rendition is missing, and says so', async () => {
    const { video, events, hls } = await loadHls();
    hls.fire('audioTrackSwitched', { id: 0 });
    hls.audioTrack = 1;
    video.currentTime = 12;
    hls.fire('error', {
      fatal: true,
      type: 'networkError',
      details: 'audioTrackLoadError',
      response: { code: 404 },
    });
    expect(hls.audioTrack).toBe(0);
    expect(hls.startLoad).toHaveBeenCalledWith(12);
    expect(events).toContainEqual({ type: 'audioTrackFailed', failed: arabic, fallback: english });
    expect(events.some((event) => event.type === 'error')).toBe(false);
  });

  it('treats a missing audio segment the same way', async () => {
    const { events, hls } = await loadHls();
    hls.audioTrack = 1;
    hls.fire('error', { fatal: true, details: 'fragLoadError', frag: { type: 'audio' } });
    expect(hls.audioTrack).toBe(0);
    expect(events).toContainEqual({ type: 'audioTrackFailed', failed: arabic, fallback: english });
  });

  it('reports a playback error when no track is left', async () => {
    const { events, hls } = await loadHls();
    hls.audioTrack = 1;
    hls.fire('error', { fatal: true, details: 'audioTrackLoadError' });
    hls.fire('error', { fatal: true, details: 'audioTrackLoadError' });
    expect(events.filter((event) => event.type === 'audioTrackFailed')).toHaveLength(1);
    expect(events).toContainEqual({
      type: 'error',
      error: { type: 'hls', reason: null, message: 'audioTrackLoadError' },
    });
  });
});

/** A stand-in for the element's AudioTrackList, which jsdom (like Chromium) does not have. */
function elementTrackList(
  tracks: { id: string; language: string; label: string; enabled: boolean }[],
) {
  const list = Object.assign(new EventTarget(), tracks, { length: tracks.length });
  return list;
}

describe('video display audio tracks (a file with several)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the element tracks, applies the preferred language and switches', async () => {
    const video = document.createElement('video');
    const list = elementTrackList([
      { id: 'a1', language: 'en', label: 'English', enabled: true },
      { id: 'a2', language: 'ar', label: 'Arabic', enabled: false },
    ]);
    Object.defineProperty(video, 'audioTracks', { value: list });
    const display = createVideoDisplay({ video, container: document.createElement('div') });
    const events: DisplayEvent[] = [];
    display.on((event) => events.push(event));
    display.setAudioPreference('ar');
    list.dispatchEvent(new Event('addtrack'));
    expect(list[1]!.enabled).toBe(true);
    expect(list[0]!.enabled).toBe(false);
    expect(events).toContainEqual({
      type: 'audioTracks',
      tracks: [
        { id: 'a1', language: 'en', label: 'English' },
        { id: 'a2', language: 'ar', label: 'Arabic' },
      ],
    });
    expect(events).toContainEqual({ type: 'audioTrack', id: 'a2' });
    display.changeAudioTrack('a1');
    list.dispatchEvent(new Event('change'));
    expect(list[0]!.enabled).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'audioTrack', id: 'a1' });
    display.destroy();
  });
});
