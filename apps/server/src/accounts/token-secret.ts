import crypto from 'node:crypto';
import type { ServerSecretRepository } from './server-secret.repository.ts';

const SECRET_NAME = 'session-token';

/**
 * The configured TOKEN_SECRET, or one generated on first start and kept in the database, so
 * tokens survive restarts and every instance sharing the database accepts them.
 */
export async function resolveTokenSecret(
  secrets: ServerSecretRepository,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  return secrets.getOrInsert(SECRET_NAME, crypto.randomBytes(32).toString('base64url'));
}
