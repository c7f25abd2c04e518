import crypto from 'node:crypto';

/**
 * Session tokens are HS256 JWTs carrying only the session id, the same shape the existing
 * backend issues. Verification needs no database: the session lookup that follows decides
 * whether the token is still worth anything.
 */
const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(input).digest('base64url');
}

export function signSessionToken(sessionId: string, secret: string, issuedAtMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ sid: sessionId, iat: Math.floor(issuedAtMs / 1000) }),
  ).toString('base64url');
  const body = `${header}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

/** The session id of a well-formed, correctly signed token; undefined otherwise. */
export function verifySessionToken(token: string, secret: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, payload, signature] = parts as [string, string, string];
  if (head !== header) return undefined;
  const expected = Buffer.from(sign(`${head}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return undefined;
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) return undefined;
    const sid = (claims as { sid?: unknown }).sid;
    return typeof sid === 'string' && sid.length > 0 ? sid : undefined;
  } catch {
    return undefined;
  }
}
