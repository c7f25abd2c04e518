import { describe, expect, it, vi } from 'vitest';
import {
  runTokenTest,
  TOKEN_TEST_ATTEMPTS,
  TOKEN_TEST_RETRY_DELAY_MS,
  tokenAttemptResultForStatus,
  type TokenAttemptResult,
} from '../src/index.ts';

function attempts(...results: (TokenAttemptResult | Error)[]) {
  const attempt = vi.fn(async () => {
    const next = results.shift();
    if (next === undefined) throw new Error('no more attempts expected');
    if (next instanceof Error) throw next;
    return next;
  });
  return attempt;
}

describe('the connection test', () => {
  it('is unset without a call when any value is blank', async () => {
    const attempt = attempts('success');
    await expect(runTokenTest({ values: ['http://jf', '  '], attempt })).resolves.toBe('unset');
    await expect(runTokenTest({ values: [], attempt })).resolves.toBe('unset');
    expect(attempt).not.toHaveBeenCalled();
  });

  it('succeeds on the first good answer without waiting', async () => {
    const sleep = vi.fn(async () => undefined);
    const attempt = attempts('success');
    await expect(runTokenTest({ values: ['k'], attempt, sleep })).resolves.toBe('success');
    expect(sleep).not.toHaveBeenCalled();
  });

  it.each(['invalid_token', 'api_down'] as const)('stops at once on %s', async (result) => {
    const sleep = vi.fn(async () => undefined);
    const attempt = attempts(result, 'success');
    await expect(runTokenTest({ values: ['k'], attempt, sleep })).resolves.toBe(result);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('tries twice, 3 s apart, before saying error', async () => {
    expect(TOKEN_TEST_ATTEMPTS).toBe(2);
    const sleep = vi.fn(async () => undefined);
    const attempt = attempts('error', new Error('network down'));
    await expect(runTokenTest({ values: ['k'], attempt, sleep })).resolves.toBe('error');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(TOKEN_TEST_RETRY_DELAY_MS);
    expect(TOKEN_TEST_RETRY_DELAY_MS).toBe(3000);
  });

  it('takes the second attempt when the first failed', async () => {
    const attempt = attempts(new Error('reset'), 'success');
    await expect(
      runTokenTest({ values: ['k'], attempt, sleep: async () => undefined }),
    ).resolves.toBe('success');
  });

  it('stops with the abort reason instead of retrying', async () => {
    const controller = new AbortController();
    const attempt = attempts('error', 'success');
    const sleep = vi.fn(async () => controller.abort(new Error('changed')));
    await expect(
      runTokenTest({ values: ['k'], attempt, sleep, signal: controller.signal }),
    ).rejects.toThrow('changed');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('reads statuses: refused, gateway down, ok, anything else', () => {
    expect(tokenAttemptResultForStatus(401)).toBe('invalid_token');
    expect(tokenAttemptResultForStatus(403)).toBe('invalid_token');
    expect(tokenAttemptResultForStatus(502)).toBe('api_down');
    expect(tokenAttemptResultForStatus(503)).toBe('api_down');
    expect(tokenAttemptResultForStatus(200)).toBe('success');
    expect(tokenAttemptResultForStatus(500)).toBe('error');
    expect(tokenAttemptResultForStatus(404)).toBe('error');
  });
});
