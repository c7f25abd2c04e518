import type { Config } from '../config.ts';
import { readCappedText } from '../http/capped-body.ts';

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

/**
 * siteverify answers a handful of fields, a few hundred bytes; 64 KiB still lets an error page be
 * read, and nothing larger is a verdict.
 */
export const CAPTCHA_MAX_ANSWER_BYTES = 64 * 1024;

/** Google's suggested starting threshold for reCAPTCHA v3: 1.0 is very likely a human. */
export const RECAPTCHA_MIN_SCORE = 0.5;

export interface HttpCaptchaVerifierOptions {
  /** The lowest v3 score that passes (default RECAPTCHA_MIN_SCORE). */
  minScore?: number;
  fetch?: typeof fetch;
}

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
}

/**
 * reCAPTCHA's siteverify call, as the movie-web backend makes it: form-encoded secret, response
 * and remote address; answer `{ success, score, action, challenge_ts, hostname, error-codes }`.
 * v3 never fails a visitor outright, it scores them, so a low score counts as a failed check.
 * The action is not compared: the existing movie-web client sends none. Any failure to get a
 * verdict (a timeout, an error status, an answer past the cap or not JSON) fails the check.
 */
export class HttpCaptchaVerifier implements CaptchaVerifier {
  private readonly minScore: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
    options: HttpCaptchaVerifierOptions = {},
  ) {
    this.minScore = options.minScore ?? RECAPTCHA_MIN_SCORE;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async verify(token: string, remoteAddress: string): Promise<boolean> {
    try {
      const response = await this.fetchImpl(this.verifyUrl, {
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
      const text = await readCappedText(response, CAPTCHA_MAX_ANSWER_BYTES);
      const body = JSON.parse(text) as SiteverifyAnswer;
      if (body.success !== true) return false;
      return typeof body.score !== 'number' || body.score >= this.minScore;
    } catch {
      return false;
    }
  }
}
