import type Hls from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureThumbnails } from '../src/features/player/thumbnails/thumbnail-capture.ts';
import {
  THUMBNAIL_MAX_LEVEL,
  thumbnailFractions,
  thumbnailLevelFor,
} from '../src/features/player/thumbnails/thumbnail-fractions.ts';
import {
  insertThumbnail,
  nearestThumbnail,
  type ThumbnailImage,
} from '../src/features/player/thumbnails/thumbnail-images.ts';
import {
  thumbnailFileUrl,
  thumbnailLevelIndex,
} from '../src/features/player/thumbnails/thumbnail-source.ts';
import { player } from './test-player.tsx';

const image = (at: number, data = `img-${at}`): ThumbnailImage => ({ at, data });

describe('thumbnail capture order', () => {
  it('starts with both ends, then halves each gap, coarsest level first', () => {
    expect(thumbnailFractions(0)).toEqual([0, 1]);
    expect(thumbnailFractions(3)).toEqual([0, 1, 0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875]);
  });

  it('captures every fraction once and 2^level + 1 in all', () => {
    const fractions = thumbnailFractions(5);
    expect(fractions).toHaveLength(2 ** 5 + 1);
    expect(new Set(fractions).size).toBe(fractions.length);
  });

  it('goes as deep as keeps images at least two seconds apart, up to the cap', () => {
    expect(thumbnailLevelFor(0)).toBe(0);
    expect(thumbnailLevelFor(Number.NaN)).toBe(0);
    expect(thumbnailLevelFor(3)).toBe(0);
    expect(thumbnailLevelFor(4)).toBe(1);
    // Sintel's 180 s: 64 parts are 2.8 s apart, 128 would be 1.4 s.
    expect(thumbnailLevelFor(180)).toBe(6);
    expect(thumbnailLevelFor(6000)).toBe(THUMBNAIL_MAX_LEVEL);
  });
});

describe('thumbnail list', () => {
  it('keeps images sorted by time whatever order they arrive in', () => {
    let list: ThumbnailImage[] = [];
    for (const at of [0, 100, 50, 25, 75]) list = insertThumbnail(list, image(at));
    expect(list.map((i) => i.at)).toEqual([0, 25, 50, 75, 100]);
  });

  it('replaces an image at an equal time instead of adding a second one', () => {
    const list = insertThumbnail([image(0), image(50), image(100)], image(50, 'newer'));
    expect(list).toEqual([image(0), image(50, 'newer'), image(100)]);
  });

  it('leaves the list it was given alone', () => {
    const list = [image(10)];
    insertThumbnail(list, image(5));
    expect(list).toEqual([image(10)]);
  });

  it('finds the image nearest to a time, the earlier one on a tie', () => {
    const list = [image(0), image(25), image(50), image(100)];
    expect(nearestThumbnail([], 10)).toBeNull();
    expect(nearestThumbnail(list, -5)?.at).toBe(0);
    expect(nearestThumbnail(list, 12)?.at).toBe(0);
    expect(nearestThumbnail(list, 12.5)?.at).toBe(0);
    expect(nearestThumbnail(list, 13)?.at).toBe(25);
    expect(nearestThumbnail(list, 50)?.at).toBe(50);
    expect(nearestThumbnail(list, 76)?.at).toBe(100);
    expect(nearestThumbnail(list, 500)?.at).toBe(100);
  });

  it('is kept in the player store until the player leaves the title', () => {
    const store = player.store.getState();
    store.reset();
    store.addThumbnail(image(50));
    store.addThumbnail(image(0));
    store.addThumbnail(image(50, 'again'));
    expect(player.store.getState().thumbnails.images).toEqual([image(0), image(50, 'again')]);
    player.store.getState().reset();
    expect(player.store.getState().thumbnails.images).toEqual([]);
  });
});

describe('thumbnail rendition', () => {
  const file = (url: string) => ({ type: 'mp4' as const, url });
  const stream = (qualities: Record<string, { type: 'mp4'; url: string }>) => ({
    id: 'f',
    type: 'file' as const,
    captions: [],
    flags: [],
    qualities,
  });

  it('takes the 360 file, else the lightest known quality, else an unknown one', () => {
    expect(thumbnailFileUrl(stream({ '1080': file('/hd'), '360': file('/sd') }))).toBe('/sd');
    expect(
      thumbnailFileUrl(stream({ '1080': file('/hd'), '480': file('/480'), unknown: file('/u') })),
    ).toBe('/480');
    expect(thumbnailFileUrl(stream({ unknown: file('/u') }))).toBe('/u');
    expect(thumbnailFileUrl(stream({}))).toBeNull();
  });

  it('takes the 360 HLS level, else the one with the fewest lines', () => {
    expect(thumbnailLevelIndex([{ height: 1080 }, { height: 360 }, { height: 240 }])).toBe(1);
    expect(thumbnailLevelIndex([{ height: 1080 }, { height: 536 }, { height: 720 }])).toBe(1);
    expect(thumbnailLevelIndex([])).toBe(-1);
  });
});

/**
 * A video that seeks at once (or never, for the times in `stuck`) and a canvas that writes down
 * what it drew, so the capture loop runs without a browser.
 */
function fakeMedia({ duration = 180, stuck = [] as number[], readyState = 0 } = {}) {
  const video = Object.assign(new EventTarget(), {
    src: '',
    readyState,
    duration,
    videoWidth: 1280,
    videoHeight: 720,
    currentTimeValue: 0,
    loadCalls: 0,
    removeAttribute(name: string) {
      if (name === 'src') video.src = '';
    },
    load() {
      video.loadCalls += 1;
    },
    canPlayType: () => '',
  });
  Object.defineProperty(video, 'currentTime', {
    get: () => video.currentTimeValue,
    set: (time: number) => {
      video.currentTimeValue = time;
      if (stuck.includes(time)) return;
      queueMicrotask(() => video.dispatchEvent(new Event('seeked')));
    },
  });
  const drawn: { time: number; width: number; height: number }[] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({
      drawImage: (_source: unknown, _x: number, _y: number, width: number, height: number) =>
        drawn.push({ time: video.currentTimeValue, width, height }),
    }),
    toDataURL: (type: string) => `data:${type};${drawn.length}`,
  };
  const startMetadata = () => {
    video.readyState = 1;
    video.dispatchEvent(new Event('loadedmetadata'));
  };
  return {
    video,
    canvas,
    drawn,
    startMetadata,
    createVideo: () => video as unknown as HTMLVideoElement,
    createCanvas: () => canvas as unknown as HTMLCanvasElement,
  };
}

const fileStream = {
  id: 'f',
  type: 'file' as const,
  captions: [],
  flags: [],
  qualities: {
    '1080': { type: 'mp4' as const, url: '/hd.mp4' },
    '360': { type: 'mp4' as const, url: '/sd.mp4' },
  },
};
const hlsStream = { id: 'h', type: 'hls' as const, playlist: '/p.m3u8', captions: [], flags: [] };

describe('thumbnail capture', () => {
  afterEach(() => vi.useRealTimers());

  it('captures the 360 file at the halving fractions, in order, then frees the video', async () => {
    const media = fakeMedia({ duration: 8 });
    const images: ThumbnailImage[] = [];
    const done = captureThumbnails(
      { stream: fileStream, onImage: (i) => images.push(i), gapMs: 0, ...media },
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(media.video.src).toBe('/sd.mp4'));
    media.startMetadata();
    await done;
    // 8 s: level 2 (2 s apart), so five images; the end is taken half a second early.
    expect(images.map((i) => i.at)).toEqual([0, 8, 4, 2, 6]);
    expect(media.drawn.map((d) => d.time)).toEqual([0, 7.5, 4, 2, 6]);
    expect(media.drawn[0]).toMatchObject({ width: 160, height: 90 });
    expect(images[0]!.data).toBe('data:image/jpeg;1');
    expect(media.video.src).toBe('');
    expect(media.video.loadCalls).toBe(1);
  });

  it('stops at once when the player leaves the title', async () => {
    const media = fakeMedia({ readyState: 1 });
    const controller = new AbortController();
    const images: ThumbnailImage[] = [];
    const done = captureThumbnails(
      {
        stream: fileStream,
        onImage: (i) => {
          images.push(i);
          if (images.length === 2) controller.abort();
        },
        gapMs: 0,
        ...media,
      },
      controller.signal,
    );
    await done;
    expect(images).toHaveLength(2);
    expect(media.video.src).toBe('');
  });

  it('waits while the main video buffers and goes on when it plays again', async () => {
    vi.useFakeTimers();
    const media = fakeMedia({ duration: 2, readyState: 1 });
    let busy = true;
    const images: ThumbnailImage[] = [];
    const done = captureThumbnails(
      {
        stream: fileStream,
        onImage: (i) => images.push(i),
        isBusy: () => busy,
        gapMs: 0,
        ...media,
      },
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(images).toEqual([]);
    busy = false;
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(images.map((i) => i.at)).toEqual([0, 2]);
  });

  it('skips a moment whose seek never finishes and captures the rest', async () => {
    vi.useFakeTimers();
    const media = fakeMedia({ duration: 8, readyState: 1, stuck: [4] });
    const images: ThumbnailImage[] = [];
    const done = captureThumbnails(
      { stream: fileStream, onImage: (i) => images.push(i), gapMs: 0, ...media },
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await done;
    expect(images.map((i) => i.at)).toEqual([0, 8, 2, 6]);
  });

  it('stops quietly when the canvas refuses to hand out its pixels', async () => {
    const media = fakeMedia({ readyState: 1 });
    media.canvas.toDataURL = () => {
      throw new DOMException('tainted', 'SecurityError');
    };
    const onImage = vi.fn();
    await captureThumbnails(
      { stream: fileStream, onImage, gapMs: 0, ...media },
      new AbortController().signal,
    );
    expect(onImage).not.toHaveBeenCalled();
    expect(media.drawn).toHaveLength(1);
    expect(media.video.src).toBe('');
  });

  it('plays HLS through its own hls.js on the 360 level and destroys it afterwards', async () => {
    type Handler = (event: string, data: unknown) => void;
    const instances: FakeHls[] = [];
    class FakeHls {
      static isSupported = () => true;
      static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
      handlers = new Map<string, Handler>();
      levels = [{ height: 1080 }, { height: 720 }, { height: 360 }];
      currentLevel = -1;
      source = '';
      destroyed = false;
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
      destroy() {
        this.destroyed = true;
      }
    }
    const media = fakeMedia({ duration: 2 });
    const images: ThumbnailImage[] = [];
    const done = captureThumbnails(
      {
        stream: hlsStream,
        onImage: (i) => images.push(i),
        gapMs: 0,
        loadHls: async () => FakeHls as unknown as typeof Hls,
        ...media,
      },
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const hls = instances[0]!;
    expect(hls.source).toBe('/p.m3u8');
    // The build carries no transmuxer for the page's thread: the capture's hls.js needs the worker.
    expect(hls.config).toMatchObject({ maxBufferLength: 1, enableWorker: true });
    expect(hls.config.workerPath).toMatch(/hls\.worker\.js$/);
    hls.handlers.get('manifestParsed')!('manifestParsed', {});
    expect(hls.currentLevel).toBe(2);
    media.startMetadata();
    await done;
    expect(images.map((i) => i.at)).toEqual([0, 2]);
    expect(hls.destroyed).toBe(true);
  });

  it('gives up on a fatal error of its own hls.js', async () => {
    type Handler = (event: string, data: unknown) => void;
    const hooks: { fire?: Handler } = {};
    class FakeHls {
      static isSupported = () => true;
      static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'error' };
      levels = [];
      on(event: string, handler: Handler) {
        if (event === 'error') hooks.fire = handler;
      }
      attachMedia() {}
      loadSource() {}
      destroy() {}
    }
    const media = fakeMedia();
    const onImage = vi.fn();
    const done = captureThumbnails(
      {
        stream: hlsStream,
        onImage,
        loadHls: async () => FakeHls as unknown as typeof Hls,
        ...media,
      },
      new AbortController().signal,
    );
    await vi.waitFor(() => expect(hooks.fire).toBeTypeOf('function'));
    hooks.fire!('error', { fatal: false });
    hooks.fire!('error', { fatal: true });
    await done;
    expect(onImage).not.toHaveBeenCalled();
  });
});
