import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnectivityPolling, type PingFn } from '../src/shared/hooks/useConnectivity.ts';
import { useConnectivityStore } from '../src/shared/stores/connectivity.ts';
import { shouldCheckOnTick } from '../src/shared/sync/connectivity-schedule.ts';

beforeEach(() => {
  vi.useFakeTimers();
  useConnectivityStore.setState({ isOnline: true });
});
afterEach(() => vi.useRealTimers());

async function tick(times = 1) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
  }
}

describe('connectivity schedule', () => {
  it('checks every 10th tick while online and every tick while offline', () => {
    expect([1, 9, 10, 11, 20].map((t) => shouldCheckOnTick(t, true))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect([1, 2, 3].map((t) => shouldCheckOnTick(t, false))).toEqual([true, true, true]);
  });

  it('pings every 50 s while online and goes offline when the ping fails', async () => {
    let fail = false;
    const ping = vi.fn<PingFn>(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve()));
    renderHook(() => useConnectivityPolling(ping));
    await tick(9);
    expect(ping).not.toHaveBeenCalled();
    fail = true;
    await tick(1);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    await tick(1);
    expect(ping).toHaveBeenCalledTimes(2);
    fail = false;
    await tick(1);
    expect(useConnectivityStore.getState().isOnline).toBe(true);
  });

  it('ignores abort errors', async () => {
    const ping = vi.fn<PingFn>(() => Promise.reject(new DOMException('stop', 'AbortError')));
    renderHook(() => useConnectivityPolling(ping));
    await tick(10);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().isOnline).toBe(true);
  });

  it('checks at once when the browser says the network went away or came back', async () => {
    let fail = true;
    const ping = vi.fn<PingFn>(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve()));
    renderHook(() => useConnectivityPolling(ping));
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(ping).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    fail = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(ping).toHaveBeenCalledTimes(2);
    expect(useConnectivityStore.getState().isOnline).toBe(true);
  });

  it('checks as it starts when the browser has no network, as an app opened from its cache', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const ping = vi.fn<PingFn>(() => Promise.reject(new TypeError('Failed to fetch')));
    renderHook(() => useConnectivityPolling(ping));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(ping).toHaveBeenCalledTimes(1);
    expect(useConnectivityStore.getState().isOnline).toBe(false);
    vi.restoreAllMocks();
  });
});
