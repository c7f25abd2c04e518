import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nextStreamOf,
  positionToKeep,
  streamKey,
  untriedSources,
} from '../src/features/player/failover.ts';
import { hlsStreamFailure } from '../src/features/player/hls-failure.ts';
import { hlsError, mediaElementError } from '../src/features/player/playback-error.ts';
import { stallError, watchPlayback } from '../src/features/player/playback-recovery.ts';
import { createStallWatchdog } from '../src/features/player/stall-watchdog.ts';
import {
  archiveFile,
  heldRunner,
  lastLoad,
  libraryFile,
  libraryHls,
  runProgress,
  startTitle,
  tableRunner,
  twoEmbeds,
} from './player-sources-fixture.ts';
import { fakeDisplay } from './player-display-fake.ts';
import { player } from './test-player.tsx';

const state = () => player.store.getState();
const library = { sourceId: 'library', embedItemId: null };

describe('failover order', () => {
  it('takes the next stream of the source that has not failed, in the source order', () => {
    const streams = [libraryHls, libraryFile];
    expect(nextStreamOf(streams, library, [])).toBe(libraryHls);
    expect(nextStreamOf(streams, library, [streamKey(library, 'library-hls')])).toBe(libraryFile);
    expect(
      nextStreamOf(streams, library, [
        streamKey(library, 'library-hls'),
        streamKey(library, 'library-file'),
      ]),
    ).toBeNull();
    // A failure of another source's stream with the same id does not count here.
    const archive = { sourceId: 'archive', embedItemId: null };
    expect(nextStreamOf(streams, library, [streamKey(archive, 'library-hls')])).toBe(libraryHls);
  });

  it('offers only the sources the run never reached, in run order', () => {
    const progress = runProgress(['a', 'b', 'c', 'd'], { a: 'notfound', b: 'success' });
    expect(untriedSources(progress)).toEqual(['c', 'd']);
  });

  it('keeps the reported position, or the start point before the first frame', () => {
    expect(positionToKeep(73.5, 10)).toBe(73.5);
    expect(positionToKeep(0, 42)).toBe(42);
  });
});

describe('which hls.js errors end a stream', () => {
  it('ends it on fatal errors, with the manifest message for a manifest failure', () => {
    expect(hlsStreamFailure({ fatal: true, details: 'manifestLoadError' })).toBe(
      'Failed to load HLS manifest',
    );
    expect(
      hlsStreamFailure({ fatal: true, details: 'bufferAppendError', error: { message: 'boom' } }),
    ).toBe('boom');
    expect(
      hlsStreamFailure({ fatal: true, details: 'x', error: { message: 'SourceBuffer removed' } }),
    ).toBeNull();
  });

  it("ends it when hls.js's worker fails, which this build cannot demux without", () => {
    // The worker broke or did not load: hls.js reports it as a passing exception.
    expect(
      hlsStreamFailure({
        fatal: false,
        details: 'internalException',
        event: 'demuxerWorker',
        error: { message: 'Script error.  (undefined:0)' },
      }),
    ).toBe('hls.js worker failed: Script error.  (undefined:0)');
    // The worker could not start, and the build's stand-in for the inline transmuxer threw.
    expect(
      hlsStreamFailure({
        fatal: false,
        details: 'internalException',
        event: 'fragLoaded',
        error: { message: 'hls.js worker failed: this build transmuxes in its worker only' },
      }),
    ).toBe('hls.js worker failed: this build transmuxes in its worker only');
    // Any other exception in a handler stays hls.js's own business.
    expect(
      hlsStreamFailure({
        fatal: false,
        details: 'internalException',
        event: 'levelLoaded',
        error: { message: 'boom' },
      }),
    ).toBeNull();
  });

  it('ends it at once on a missing playlist or picture segment with no other variant, not on a retryable error', () => {
    const level = { fatal: false, details: 'levelLoadError', response: { code: 404 } };
    expect(hlsStreamFailure(level)).toBe('Failed to load HLS playlist (HTTP 404)');
    const segment = {
      fatal: false,
      details: 'fragLoadError',
      response: { code: 410 },
      frag: { type: 'main' },
    };
    expect(hlsStreamFailure(segment)).toBe('Failed to load HLS segment (HTTP 410)');
    // Busy servers, rate limits, timeouts and lost connections keep hls.js's own retries.
    for (const code of [500, 503, 408, 429, 0]) {
      expect(hlsStreamFailure({ ...level, response: { code } })).toBeNull();
    }
    expect(hlsStreamFailure({ fatal: false, details: 'fragLoadTimeOut' })).toBeNull();
    // Another variant to switch to: hls.js does that by itself.
    expect(hlsStreamFailure({ ...level, errorAction: { nextAutoLevel: 1 } })).toBeNull();
    expect(hlsStreamFailure({ ...level, errorAction: {} })).toBe(
      'Failed to load HLS playlist (HTTP 404)',
    );
    // A missing subtitle or alternate audio segment is not the picture.
    expect(hlsStreamFailure({ ...segment, frag: { type: 'subtitle' } })).toBeNull();
    expect(
      hlsStreamFailure({ fatal: false, details: 'audioTrackLoadError', response: { code: 404 } }),
    ).toBeNull();
  });
});

describe('stall watchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports no new data for 10 s while active, once', () => {
    const onStall = vi.fn();
    const watchdog = createStallWatchdog({ onStall });
    watchdog.setActive(true);
    vi.advanceTimersByTime(9_999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('starts the wait over on new data and on a new stream', () => {
    const onStall = vi.fn();
    const watchdog = createStallWatchdog({ onStall });
    watchdog.setActive(true);
    vi.advanceTimersByTime(8_000);
    watchdog.sawData();
    vi.advanceTimersByTime(8_000);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onStall).toHaveBeenCalledTimes(1);
    watchdog.restart();
    vi.advanceTimersByTime(10_000);
    expect(onStall).toHaveBeenCalledTimes(2);
  });

  it('says nothing while the viewer has paused, and stops for good on stop', () => {
    const onStall = vi.fn();
    const watchdog = createStallWatchdog({ onStall });
    watchdog.setActive(true);
    vi.advanceTimersByTime(5_000);
    watchdog.setActive(false);
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
    watchdog.setActive(true);
    vi.advanceTimersByTime(9_000);
    watchdog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});

describe('watching the playing stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    player.store.getState().reset();
    player.store.getState().setSource(libraryHls, 'library');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands a stream that loads nothing for 10 s to recovery, as a stall of its kind', () => {
    const recover = vi.fn();
    const stop = watchPlayback(fakeDisplay(), { store: player.store, recover });
    state().setLoading(true);
    vi.advanceTimersByTime(10_000);
    expect(recover).toHaveBeenCalledWith(stallError(libraryHls));
    expect(recover.mock.calls[0]?.[0]).toMatchObject({ type: 'hls' });
    expect(stallError(libraryFile)).toMatchObject({ type: 'htmlvideo', reason: 'network' });
    stop();
  });

  it('lets a stream that keeps playing or buffering run, and a paused one rest', () => {
    const recover = vi.fn();
    const stop = watchPlayback(fakeDisplay(), { store: player.store, recover });
    state().setPlaying(true);
    for (let second = 1; second <= 30; second += 1) {
      vi.advanceTimersByTime(1_000);
      if (second <= 15) state().setTime(second);
      else state().setBuffered(second * 2);
    }
    state().setPlaying(false);
    vi.advanceTimersByTime(60_000);
    expect(recover).not.toHaveBeenCalled();
    stop();
  });

  it('passes the display errors on and stops listening when stopped', () => {
    const recover = vi.fn();
    const display = fakeDisplay();
    let listener: ((event: unknown) => void) | undefined;
    display.on.mockImplementation((l: (event: unknown) => void) => {
      listener = l;
      return () => {
        listener = undefined;
      };
    });
    const stop = watchPlayback(display, { store: player.store, recover });
    const error = mediaElementError(3);
    listener?.({ type: 'error', error });
    expect(recover).toHaveBeenCalledWith(error);
    stop();
    expect(listener).toBeUndefined();
    state().setLoading(true);
    vi.advanceTimersByTime(60_000);
    expect(recover).toHaveBeenCalledTimes(1);
  });
});

describe('recovering playback', () => {
  it('falls back from the failed HLS to the MP4 of the same source, at the same position', async () => {
    const runner = tableRunner({});
    const display = startTitle(runner, { startAt: 12 });
    state().setTime(95);
    await player.recoverPlayback(hlsError('Failed to load HLS playlist (HTTP 404)'));
    expect(lastLoad(display)).toEqual(
      expect.objectContaining({ source: libraryFile, startAt: 95 }),
    );
    expect(state().source).toBe(libraryFile);
    expect(state().status).toBe('playing');
    expect(state().failoverNotice).toEqual({
      from: { origin: library, type: 'hls' },
      to: { origin: library, type: 'file' },
    });
    expect(runner.runSource).not.toHaveBeenCalled();
  });

  it('keeps the resume point when the stream fails before its first frame', async () => {
    const display = startTitle(tableRunner({}), { startAt: 42 });
    await player.recoverPlayback(hlsError('Failed to load HLS manifest'));
    expect(lastLoad(display)?.startAt).toBe(42);
  });

  it('moves to the next source never tried once the source has no stream left', async () => {
    const runner = tableRunner({
      archive: 'notfound',
      jellyfin: { streams: [archiveFile], embeds: [] },
    });
    const display = startTitle(runner);
    state().setTime(30);
    await player.recoverPlayback(hlsError('a'));
    state().setTime(31);
    await player.recoverPlayback(mediaElementError(3));
    expect(runner.runSource.mock.calls.map((call) => call[0])).toEqual(['archive', 'jellyfin']);
    expect(lastLoad(display)).toEqual(
      expect.objectContaining({ source: archiveFile, startAt: 31 }),
    );
    expect(state().origin).toEqual({ sourceId: 'jellyfin', embedItemId: null });
    const items = state().scrapeProgress.items;
    expect(items.archive?.status).toBe('notfound');
    expect(items.jellyfin?.status).toBe('success');
    expect(state().failoverNotice?.from.origin.sourceId).toBe('library');
    expect(state().failoverNotice?.to.origin.sourceId).toBe('jellyfin');
  });

  it("plays a source's first embed that yields a stream", async () => {
    const runner = tableRunner(
      { archive: twoEmbeds('1') },
      { 'embed-a': 'failed', 'embed-b': [archiveFile] },
    );
    const display = startTitle(runner, { streams: [libraryHls] });
    await player.recoverPlayback(hlsError('a'));
    expect(lastLoad(display)?.source).toBe(archiveFile);
    expect(state().origin).toEqual({ sourceId: 'archive', embedItemId: 'archive-1' });
    expect(state().scrapeProgress.items['archive-0']?.status).toBe('failure');
    expect(state().scrapeProgress.items.archive?.children).toEqual(['archive-0', 'archive-1']);
  });

  it('shows the error screen only when nothing is left, without a stale notice', async () => {
    const runner = tableRunner({ archive: 'failed', jellyfin: 'notfound' });
    startTitle(runner);
    await player.recoverPlayback(hlsError('first'));
    expect(state().failoverNotice).not.toBeNull();
    const last = mediaElementError(4);
    await player.recoverPlayback(last);
    expect(state().status).toBe('playbackError');
    expect(state().error).toBe(last);
    expect(state().failoverNotice).toBeNull();
    expect(state().settingsRoute).toBe('/source');
    expect(state().failures.map((f) => f.error.message)).toEqual(['first', last.message]);
  });

  it('handles one failure at a time and ignores errors once the error screen shows', async () => {
    const { runner, fail } = heldRunner();
    const display = startTitle(runner, { streams: [libraryHls], order: ['library', 'archive'] });
    const first = player.recoverPlayback(hlsError('a'));
    await player.recoverPlayback(hlsError('b'));
    expect(runner.runSource).toHaveBeenCalledTimes(1);
    fail(new Error('gone'));
    await first;
    expect(state().status).toBe('playbackError');
    await player.recoverPlayback(hlsError('c'));
    expect(state().failures).toHaveLength(1);
    expect(display.load).not.toHaveBeenCalled();
  });

  it("leaves the viewer's own pick alone when it comes while another source is searched", async () => {
    const { runner, answer } = heldRunner();
    const display = startTitle(runner, {
      streams: [libraryHls, libraryFile],
      order: ['library', 'archive'],
    });
    state().addFailure(streamKey(library, 'library-file'), {
      label: { origin: library, type: 'file' },
      error: hlsError('x'),
    });
    const recovering = player.recoverPlayback(hlsError('a'));
    player.chooseStream(library, 'library-file');
    answer({ streams: [archiveFile], embeds: [] });
    await recovering;
    expect(lastLoad(display)?.source).toBe(libraryFile);
    expect(state().source).toBe(libraryFile);
  });
});
