import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOVED_REPORT_GAP_MS,
  createStatusSender,
  reportChange,
  type StatusReport,
} from '../src/features/player/watch-party/status-sender.ts';

const report = (player: StatusReport['player'], isHost = true): StatusReport => ({
  isHost,
  content: { tmdbId: '1' },
  player: { isPlaying: true, isLoading: false, playbackRate: 1, duration: 100, ...player },
});

describe('what a report says that the last did not', () => {
  const last = report({ time: 10, atServerTime: 1000 });

  it('a new state at once', () => {
    expect(reportChange(last, report({ time: 10, atServerTime: 1000, isPlaying: false }))).toBe(
      'state',
    );
    expect(reportChange(last, report({ time: 10, atServerTime: 1000, isLoading: true }))).toBe(
      'state',
    );
    expect(reportChange(last, report({ time: 10, atServerTime: 1000, playbackRate: 2 }))).toBe(
      'state',
    );
    expect(
      reportChange(last, { ...report({ time: 10, atServerTime: 1000 }), content: { tmdbId: '2' } }),
    ).toBe('state');
  });

  it('a host off its forecast by more than 20 ms, a guest by more than a second', () => {
    expect(reportChange(last, report({ time: 11.01, atServerTime: 2000 }))).toBeNull();
    expect(reportChange(last, report({ time: 11.05, atServerTime: 2000 }))).toBe('moved');
    expect(
      reportChange(
        report({ time: 10, atServerTime: 1000 }, false),
        report({ time: 11.5, atServerTime: 2000 }, false),
      ),
    ).toBeNull();
    expect(
      reportChange(
        report({ time: 10, atServerTime: 1000 }, false),
        report({ time: 13, atServerTime: 2000 }, false),
      ),
    ).toBe('moved');
  });
});

describe('the status sender', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not report on every look at a clock that moves in coarse steps', () => {
    // A cast receiver's time: updated once a second, so between updates it lags behind.
    const send = vi.fn();
    const sender = createStatusSender({
      read: () => report({ time: Math.floor(Date.now() / 1000), atServerTime: Date.now() }),
      send,
    });
    vi.advanceTimersByTime(5000);
    sender.stop();
    // The second's cadence plus at most one forecast report per gap.
    expect(send.mock.calls.length).toBeLessThanOrEqual(1 + 5000 / MOVED_REPORT_GAP_MS);
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(5);
  });

  it('reports at once when playback changes, and every second otherwise (host)', () => {
    let playing = true;
    const send = vi.fn();
    const sender = createStatusSender({
      read: () => report({ isPlaying: playing, time: Date.now() / 1000, atServerTime: Date.now() }),
      send,
    });
    vi.advanceTimersByTime(3000);
    expect(send).toHaveBeenCalledTimes(4);
    playing = false;
    vi.advanceTimersByTime(50);
    expect(send).toHaveBeenCalledTimes(5);
    sender.stop();
  });
});
