import { runTokenTest, type TokenTestState } from '@screenroom/core';
import {
  credentialValues,
  makeStandardFetcher,
  type DeclaredCredential,
} from '@screenroom/providers';

/**
 * Tests a declared credential from the browser, which reaches the viewer's own server directly,
 * with core's retry rule. Rejects only when `signal` aborts.
 */
export function testSourceCredential(
  credential: DeclaredCredential,
  values: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<TokenTestState> {
  const fetcher = makeStandardFetcher((input, init) => fetch(input, init));
  return runTokenTest({
    values: credentialValues(credential, values),
    attempt: (attemptSignal) => credential.test(values, fetcher, attemptSignal),
    ...(signal ? { signal } : {}),
  });
}
