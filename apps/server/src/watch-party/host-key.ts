import crypto from 'node:crypto';

/** 24 random bytes: unguessable, and short enough for a header and a beacon body. */
export function newHostKey(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** Only the hash is stored, so whoever reads the room store cannot act as host. */
export function hashHostKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export function hostKeyMatches(key: string, keyHash: string): boolean {
  const given = Buffer.from(hashHostKey(key), 'hex');
  const expected = Buffer.from(keyHash, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
