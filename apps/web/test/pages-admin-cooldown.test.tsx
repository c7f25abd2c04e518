import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_COOLDOWN_MS, useTestButton } from '../src/components/admin/use-test-button.ts';

afterEach(() => vi.useRealTimers());

describe('useTestButton', () => {
  it('keeps the button disabled for 5 s after a press, then re-enables it', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 'done');
    const { result } = renderHook(() => useTestButton(run));
    expect(result.current.disabled).toBe(false);
    await act(() => result.current.start());
    expect(result.current.result).toBe('done');
    expect(result.current.busy).toBe(false);
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(TEST_COOLDOWN_MS - 1));
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.disabled).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
