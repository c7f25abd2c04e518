import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaUnavailableError,
  executeRecaptcha,
  recaptchaScriptUrl,
  type RecaptchaApi,
} from '../src/features/account/recaptcha.ts';

function scripts(siteKey: string): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter(
    (script) => script.src === recaptchaScriptUrl(siteKey),
  );
}

/** What Google's script does once it has loaded: define grecaptcha. */
function fakeGrecaptcha(): RecaptchaApi & { execute: ReturnType<typeof vi.fn> } {
  let issued = 0;
  return {
    ready: (callback) => callback(),
    execute: vi.fn(async () => `token-${++issued}`),
  };
}

afterEach(() => {
  delete window.grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('reCAPTCHA v3 token flow', () => {
  it('loads the script for the site key once and gets a fresh token for each attempt', async () => {
    const first = executeRecaptcha('site-key-a');
    const [script] = scripts('site-key-a');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-a');
    const api = fakeGrecaptcha();
    window.grecaptcha = api;
    script!.dispatchEvent(new Event('load'));
    expect(await first).toBe('token-1');
    expect(await executeRecaptcha('site-key-a')).toBe('token-2');
    expect(scripts('site-key-a')).toHaveLength(1);
    expect(api.execute).toHaveBeenCalledTimes(2);
    expect(api.execute).toHaveBeenCalledWith('site-key-a', { action: 'register' });
  });

  it('fails clearly when the script cannot load, and tries again next time', async () => {
    const attempt = executeRecaptcha('site-key-b');
    scripts('site-key-b')[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(scripts('site-key-b')).toHaveLength(0);

    const retry = executeRecaptcha('site-key-b');
    window.grecaptcha = fakeGrecaptcha();
    scripts('site-key-b')[0]!.dispatchEvent(new Event('load'));
    expect(await retry).toBe('token-1');
  });

  it('refuses an empty token rather than sending it', async () => {
    const attempt = executeRecaptcha('site-key-c');
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => '' };
    scripts('site-key-c')[0]!.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
