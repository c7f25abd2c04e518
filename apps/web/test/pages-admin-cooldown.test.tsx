import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import { CheckFailureText } from '../src/features/admin/CheckFailureText.tsx';
import {
  FAILED_TEST_COOLDOWN_MS,
  TEST_COOLDOWN_MS,
  useTestButton,
} from '../src/features/admin/hooks/useTestButton.ts';

afterEach(() => vi.useRealTimers());

const failed = (result: { ok: boolean }) => !result.ok;

describe('useTestButton', () => {
  it('keeps the button disabled for 5 s after a passing run, then re-enables it', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => ({ ok: true }));
    const { result } = renderHook(() => useTestButton(run, failed));
    expect(result.current.disabled).toBe(false);
    await act(() => result.current.start());
    expect(result.current.result).toEqual({ ok: true });
    expect(result.current.busy).toBe(false);
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(TEST_COOLDOWN_MS - 1));
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.disabled).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('re-enables 250 ms after a failed run so it can be rerun', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTestButton(async () => ({ ok: false }), failed));
    await act(() => result.current.start());
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(FAILED_TEST_COOLDOWN_MS - 1));
    expect(result.current.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.disabled).toBe(false);
  });

  it('treats a run that throws as failed', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() =>
      useTestButton(() => Promise.reject(new Error('boom')), failed),
    );
    await act(() => result.current.start().catch(() => {}));
    act(() => vi.advanceTimersByTime(FAILED_TEST_COOLDOWN_MS));
    expect(result.current.disabled).toBe(false);
  });
});

describe('CheckFailureText', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('says a failure in the viewer’s language with its values', async () => {
    const { rerender } = render(
      <CheckFailureText failure={{ error: 'workerStatus', values: { status: 502 } }} />,
    );
    expect(screen.getByText('WORKER_URL answered with status 502')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    rerender(<CheckFailureText failure={{ error: 'backendUnset' }} />);
    expect(screen.getByText('لم يُضبط عنوان الخادم الخلفي')).toBeInTheDocument();
  });
});
