import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RescanScheduler } from '../src/library/library-watcher.ts';

describe('RescanScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function scheduler(scan: () => Promise<unknown>) {
    return new RescanScheduler(scan, { quietMs: 1000, maxWaitMs: 5000 });
  }

  it('turns a burst of events into one scan once the folders are quiet', async () => {
    const scan = vi.fn(() => Promise.resolve());
    const s = scheduler(scan);
    for (let i = 0; i < 20; i++) {
      s.changed();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(scan).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(scan).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('scans by the longest wait however busy the folders stay', async () => {
    const scan = vi.fn(() => Promise.resolve());
    const s = scheduler(scan);
    for (let elapsed = 0; elapsed < 4500; elapsed += 500) {
      s.changed();
      await vi.advanceTimersByTimeAsync(500);
    }
    // 4500 ms after the first change, with one every 500 ms: quiet never came.
    expect(scan).toHaveBeenCalledTimes(0);
    s.changed();
    await vi.advanceTimersByTimeAsync(499);
    expect(scan).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('never runs two scans at once, and scans again for a change seen during one', async () => {
    let finish: () => void = () => {};
    let running = 0;
    let most = 0;
    const scan = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finish = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    const s = scheduler(scan);
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scan).toHaveBeenCalledTimes(1);
    s.changed();
    s.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(scan).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scan).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(scan).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('keeps going after a failed scan and stops when closed', async () => {
    const scan = vi.fn(() => Promise.reject(new Error('disk gone')));
    const s = scheduler(scan);
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    s.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scan).toHaveBeenCalledTimes(2);
    s.changed();
    s.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scan).toHaveBeenCalledTimes(2);
  });
});
