// Apart from the error texts: every call of our server reads the code on the first paint, while the
// texts serve pages that load later, and a module the first paint reads comes down whole.
import { isServerErrorCode, type ServerErrorCode } from '@screenroom/core';

/** The stable code of an error body, when it names one this app knows. */
export function errorCodeFromBody(body: unknown): ServerErrorCode | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code } = body as { code?: unknown };
  return isServerErrorCode(code) ? code : undefined;
}
