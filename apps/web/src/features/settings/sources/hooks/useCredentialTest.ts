import type { DeclaredCredential } from '@screenroom/providers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { testSourceCredential } from '../../../../shared/clients/source-credentials-test.ts';
import type { CredentialStatus } from '../credential-texts.ts';

function restingStatus(credential: DeclaredCredential, values: Readonly<Record<string, string>>) {
  const blank = credential.fields.some((field) => (values[field.key] ?? '').trim() === '');
  return blank ? 'unset' : 'untested';
}

/**
 * The credential's connection test. Changed values drop a test still running, since its answer
 * would be about what the viewer no longer has; so does leaving the page.
 */
export function useCredentialTest(
  credential: DeclaredCredential,
  values: Readonly<Record<string, string>>,
): { status: CredentialStatus; test: () => void } {
  const [result, setResult] = useState<{ values: typeof values; status: CredentialStatus } | null>(
    null,
  );
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    running.current?.abort();
  }, [values]);

  const test = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setResult({ values, status: 'testing' });
    testSourceCredential(credential, values, controller.signal).then(
      (status) => {
        if (!controller.signal.aborted) setResult({ values, status });
      },
      () => undefined,
    );
  }, [credential, values]);

  const status = result?.values === values ? result.status : restingStatus(credential, values);
  return { status, test };
}
