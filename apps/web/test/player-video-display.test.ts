import type Hls from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisplayEvent } from '../src/features/player/display.ts';
import { hlsConfig } from '../src/features/player/hls-config.ts';
import { hlsLevelIndexFor, hlsQualities } from '../src/features/player/hls-levels.ts';
import { createVideoDisplay } from '../src/features/player/video-display.ts';

type Handler = (event: string, data: unknown) => void;

/** Just enough of hls.js for the display: levels, level switching and events. */
function fakeHlsModule(supported = true) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static isSupported = () => supported;
    static Events = {
      MANIFEST_LOADED: 'manifestLoaded',
      MANIFEST_PARSED: 'manifestParsed',
      ERROR: 'error',
    };
    static ErrorDetails = {
      MANIFEST_LOAD_ERROR: 'manifestLoadError',
      MANIFEST_LOAD_TIMEOUT: 'manifestLoadTimeOut',
    };
    handlers = new Map<string, Handler>();
    levels = [{ height: 360 }, { height: 720 }, { height: 1080 }];
    currentLevel = -1;
    loadLevel = -1;
    source = '';
    constructor(readonly config: Record<string, unknown>) {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    attachMedia() {}
    loadSource(url: string) {
      this.source = url;
    }
    destroy() {}
    fire(event: string, data: unknown = {}) {
      this.handlers.get(event)?.(event, data);
    }
  }
  return { module: FakeHls as unknown as typeof Hls, instances };
}

const hlsStream = { id: 'h', type: 'hls' as const, playlist: '/p.m3u8', captions: [], flags: [] };
const fileStream = {
  id: 'f',
  type: 'file' as const,
  captions: [],
  flags: [],
  qualities: {
    '1080': { type: 'mp4' as const, url: '/hd.mp4' },
    '480': { type: 'mp4' as const, url: '/sd.mp4' },
  },
};
const auto = { automaticQuality: true, lastChosenQuality: null };

function setup(supported = true) {
  const video = document.createElement('video');
  vi.spyOn(video, 'play').mockResolvedValue(undefined);
  vi.spyOn(video, 'pause').mockImplementation(() => undefined);
  const fake = fakeHlsModule(supported);
  const display = createVideoDisplay({
    video,
    container: document.createElement('div'),
    loadHls: async () => fake.module,
  });
  const events: DisplayEvent[] = [];
  display.on((event) => events.push(event));
  return { video, display, events, instances: fake.instances };
}

describe('video display', () => {
  afterEach(() => vi.restoreAllMocks());

  it('configures hls.js with our buffer and retry limits', async () => {
    const { display, instances } = setup();
    display.load({ source: hlsStream, startAt: 42, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const config = instances[0]!.config;
    expect(config).toMatchObject({ startPosition: 42 });
    expect(hlsConfig().fragLoadPolicy?.default).toMatchObject({
      maxTimeToFirstByteMs: 30_000,
      maxLoadTimeMs: 30_000,
      errorRetry: { maxNumRetry: 10, retryDelayMs: 1000, maxRetryDelayMs: 10_000 },
    });
    expect(instances[0]!.source).toBe('/p.m3u8');
  });

  it('holds 10 s ahead until the stream first plays, then two to four minutes', async () => {
    const { video, display, instances } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const config = instances[0]!.config;
    expect(config).toMatchObject({ maxBufferLength: 10, maxMaxBufferLength: 10 });
    video.dispatchEvent(new Event('playing'));
    expect(config).toMatchObject({ maxBufferLength: 120, maxMaxBufferLength: 240 });
    // Once per stream: hls.js may shorten the limit itself when the browser's buffer is full.
    config.maxMaxBufferLength = 90;
    video.dispatchEvent(new Event('playing'));
    expect(config.maxMaxBufferLength).toBe(90);
  });

  it('keeps the short buffer of a stream that was replaced before it played', async () => {
    const { video, display, instances } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(2));
    video.dispatchEvent(new Event('playing'));
    expect(instances[0]!.config).toMatchObject({ maxBufferLength: 10 });
    expect(instances[1]!.config).toMatchObject({ maxBufferLength: 120 });
  });

  it("lists the master playlist's subtitle renditions once each, with hls.js's own off", async () => {
    const { display, events, instances } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    for (const name of ['subtitleTrackController', 'subtitleStreamController']) {
      expect(instances[0]!.config).toHaveProperty(name, undefined);
    }
    const english = { lang: 'en', name: 'English', url: '/subs-en/index.m3u8' };
    instances[0]!.fire('manifestLoaded', {
      subtitles: [
        { ...english, groupId: 'subs' },
        { name: 'Untitled', url: '/subs-x/index.m3u8', groupId: 'subs' },
        { ...english, groupId: 'subs-hd' },
      ],
    });
    expect(events.filter((e) => e.type === 'subtitleTracks').at(-1)).toEqual({
      type: 'subtitleTracks',
      tracks: [
        { language: 'en', label: 'English', url: '/subs-en/index.m3u8' },
        { language: '', label: 'Untitled', url: '/subs-x/index.m3u8' },
      ],
    });
  });

  it('switches the hls level for a manual quality and back to auto', async () => {
    const { display, events, instances } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const hls = instances[0]!;
    hls.fire('manifestParsed');
    expect(events).toContainEqual({ type: 'qualities', qualities: ['1080', '720', '360'] });
    display.changeQuality({ automaticQuality: false, lastChosenQuality: '720' });
    expect(hls.currentLevel).toBe(1);
    expect(events).toContainEqual({ type: 'changedQuality', quality: '720' });
    display.changeQuality({ automaticQuality: true, lastChosenQuality: '720' });
    expect(hls.currentLevel).toBe(-1);
  });

  it('starts an hls stream on automatic quality even after a manual pick', async () => {
    const { display, events, instances } = setup();
    display.load({
      source: hlsStream,
      startAt: 0,
      quality: { automaticQuality: false, lastChosenQuality: '720' },
    });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    instances[0]!.fire('manifestParsed');
    expect(instances[0]!.currentLevel).toBe(-1);
    expect(events).toContainEqual({ type: 'changedQuality', quality: null });
  });

  it('reports a manifest failure with its message and ignores non-fatal errors', async () => {
    const { display, events, instances } = setup();
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    instances[0]!.fire('error', { fatal: false, details: 'fragLoadError' });
    expect(events.some((e) => e.type === 'error')).toBe(false);
    instances[0]!.fire('error', { fatal: true, details: 'manifestLoadError' });
    expect(events).toContainEqual({
      type: 'error',
      error: { type: 'hls', reason: null, message: 'Failed to load HLS manifest' },
    });
  });

  it('says HLS is unsupported without media source extensions or native support', async () => {
    const { display, events, video } = setup(false);
    vi.spyOn(video, 'canPlayType').mockReturnValue('');
    display.load({ source: hlsStream, startAt: 0, quality: auto });
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'error',
        error: { type: 'hls', reason: null, message: 'HLS not supported. Update your browser.' },
      }),
    );
  });

  it('plays the preferred file quality and switches files keeping the position', () => {
    const { display, video, events } = setup();
    display.load({
      source: fileStream,
      startAt: 0,
      quality: { automaticQuality: false, lastChosenQuality: '720' },
    });
    expect(video).toHaveAttribute('src', '/sd.mp4');
    video.currentTime = 33;
    display.changeQuality({ automaticQuality: true, lastChosenQuality: null });
    expect(video).toHaveAttribute('src', '/hd.mp4');
    expect(video.currentTime).toBe(33);
    expect(events).toContainEqual({ type: 'changedQuality', quality: '1080' });
  });

  it('reports a seek target at once so quick repeated skips add up', () => {
    const { display, video, events } = setup();
    Object.defineProperty(video, 'duration', { value: 150 });
    display.setTime(40);
    expect(events).toContainEqual({ type: 'time', time: 40 });
  });

  it('reports a new speed at once so quick repeated speed steps add up', () => {
    const { display, video, events } = setup();
    // A plain property: the element's own ratechange (which a browser fires later) never comes.
    Object.defineProperty(video, 'playbackRate', { value: 1, writable: true });
    display.setPlaybackRate(1.5);
    expect(events).toContainEqual({ type: 'playbackRate', rate: 1.5 });
  });

  it('maps media element errors to the documented reasons', () => {
    const { video, events } = setup();
    Object.defineProperty(video, 'error', { value: { code: 2, message: '' } });
    video.dispatchEvent(new Event('error'));
    expect(events).toContainEqual({
      type: 'error',
      error: { type: 'htmlvideo', reason: 'network', message: 'Failed to play video!' },
    });
  });
});

describe('hls levels', () => {
  it('maps heights to qualities, best first, unknown for odd heights', () => {
    expect(hlsQualities([{ height: 2160 }, { height: 480 }, { height: 1072 }])).toEqual([
      '4k',
      '480',
      'unknown',
    ]);
    expect(hlsLevelIndexFor([{ height: 480 }, { height: 2160 }], '4k')).toBe(1);
    expect(hlsLevelIndexFor([{ height: 480 }], '720')).toBe(-1);
  });
});
