import { useEffect, useState } from 'react';
import { HELLO_DELAY_MS, sendHello, waitMs } from '../../../../shared/extension/extension-hello.ts';
import { extensionStatus } from '../../../../shared/extension/extension-status.ts';

/**
 * Whether the browser extension answers and may run here; asked once, after its script had time
 * to load, and only while `ask` is true (nothing else needs the answer).
 */
export function useExtensionActive(ask: boolean, hello = sendHello): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!ask) return;
    let stopped = false;
    void waitMs(HELLO_DELAY_MS)
      .then(() => (stopped ? null : hello()))
      .then((answer) => {
        if (!stopped) setActive(extensionStatus(answer) === 'success');
      });
    return () => {
      stopped = true;
    };
  }, [ask, hello]);
  return active;
}
