/**
 * The stable machine codes of our server's error bodies (`{ errorType, code, message }`). The web
 * app words each code in the viewer's language; `message` stays English for logs and for clients
 * that do not know the code.
 */
export const SERVER_ERROR_CODES = [
  // Any failure, by its status, when no more exact code applies.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  'internal',
  'upstream_failed',
  'server_busy',
  'upstream_timeout',
  // Exact codes.
  'validation',
  'not_logged_in',
  'user_not_found',
  'user_exists',
  'challenge_invalid',
  'challenge_expired',
  'challenge_signature_invalid',
  'captcha_required',
  'captcha_invalid',
  'registration_closed',
  'not_configured',
  'daily_limit_reached',
  'party_not_found',
  'party_not_host',
  'party_member_taken',
  'party_full',
  'parties_full',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(value);
}

/** The code of a failure by its HTTP status alone. */
export function errorCodeForStatus(status: number): ServerErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    case 502:
      return 'upstream_failed';
    case 503:
      return 'server_busy';
    case 504:
      return 'upstream_timeout';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}
