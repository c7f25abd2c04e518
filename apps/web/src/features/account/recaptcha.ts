/**
 * The human check of register start: Google reCAPTCHA v3,
 * as the movie-web client and backend use it. The script is fetched only when the server's /meta
 * names a site key, so a deployment without a captcha never contacts Google.
 */
export interface RecaptchaApi {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

/** Reported to Google with each token; the server does not require it (movie-web sends none). */
export const REGISTER_ACTION = 'register';

export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

const loading = new Map<string, Promise<RecaptchaApi>>();

/** Loads the script once per site key; a failed load is forgotten so the next call retries. */
export function loadRecaptcha(siteKey: string): Promise<RecaptchaApi> {
  const pending = loading.get(siteKey);
  if (pending) return pending;
  const promise = new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading.delete(siteKey);
      script.remove();
      reject(new CaptchaUnavailableError('Captcha unavailable'));
    };
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading.set(siteKey, promise);
  return promise;
}

/**
 * A new token on every call: a token is single-use and lives two minutes, so one that register
 * start has already seen (even in a failed attempt) would only be refused again.
 */
export async function executeRecaptcha(
  siteKey: string,
  action: string = REGISTER_ACTION,
): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  let token: string;
  try {
    token = await api.execute(siteKey, { action });
  } catch (error) {
    throw new CaptchaUnavailableError('Captcha unavailable', { cause: error });
  }
  if (!token) throw new CaptchaUnavailableError('Captcha unavailable');
  return token;
}
