import type { Config } from '../config.ts';

/** Checks a human-check token; only used when the operator configured a captcha. */
export interface CaptchaVerifier {
  verify(token: string, remoteAddress: string): Promise<boolean>;
}

/** Both halves of the key pair: the client key for the browser, the secret for siteverify. */
export function captchaConfigured(
  config: Pick<Config, 'CAPTCHA_SECRET' | 'CAPTCHA_CLIENT_KEY'>,
): boolean {
  return config.CAPTCHA_SECRET !== undefined && config.CAPTCHA_CLIENT_KEY !== undefined;
}

const VERIFY_TIMEOUT_MS = 10_000;

/** Google's suggested starting threshold for reCAPTCHA v3: 1.0 is very likely a human. */
export const RECAPTCHA_MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
}

/**
 * reCAPTCHA's siteverify call, as the movie-web backend makes it: form-encoded secret, response
 * and remote address; answer `{ success, score, action, challenge_ts, hostname, error-codes }`.
 * v3 never fails a visitor outright, it scores them, so a low score counts as a failed check.
 * The action is not compared: the existing movie-web client sends none.
 */
export class HttpCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
    private readonly minScore = RECAPTCHA_MIN_SCORE,
  ) {}

  async verify(token: string, remoteAddress: string): Promise<boolean> {
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: this.secret,
          response: token,
          remoteip: remoteAddress,
        }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as SiteverifyAnswer;
      if (body.success !== true) return false;
      return typeof body.score !== 'number' || body.score >= this.minScore;
    } catch {
      return false;
    }
  }
}
