import { useEffect, useState } from 'react';
import { HELLO_DELAY_MS, sendHello, waitMs, type HelloAnswer } from './extension-hello.ts';
import { extensionStatus, type ExtensionStatus } from './extension-status.ts';

export const EXTENSION_RECHECK_MS = 1000;

type Hello = () => Promise<HelloAnswer | null>;

const helloFromPage: Hello = () => sendHello();

/** Asks the extension after a short delay (its script loads after the page), then every second. */
export function useExtensionStatus(hello: Hello = helloFromPage): ExtensionStatus {
  const [status, setStatus] = useState<ExtensionStatus>('loading');
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = extensionStatus(await hello());
      if (stopped) return;
      setStatus(next);
      timer = setTimeout(() => void check(), EXTENSION_RECHECK_MS);
    };
    void waitMs(HELLO_DELAY_MS).then(() => {
      if (!stopped) void check();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [hello]);
  return status;
}
