/** Checks a human-check token; only used when the operator configured a captcha secret. */
export interface CaptchaVerifier {
  verify(token: string, remoteAddress: string): Promise<boolean>;
}

const VERIFY_TIMEOUT_MS = 10_000;

/** The reCAPTCHA-style siteverify call: form-encoded secret and response, JSON `{ success }`. */
export class HttpCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
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
      const body = (await response.json()) as { success?: unknown };
      return body.success === true;
    } catch {
      return false;
    }
  }
}
