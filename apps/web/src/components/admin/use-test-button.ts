import { useCallback, useEffect, useRef, useState } from 'react';

/** Document 002 §4: a test button stays disabled for 5 s after it was pressed. */
export const TEST_COOLDOWN_MS = 5000;

export function useTestButton<T>(run: () => Promise<T>) {
  const [result, setResult] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(async () => {
    setBusy(true);
    setCoolingDown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCoolingDown(false), TEST_COOLDOWN_MS);
    try {
      setResult(await run());
    } finally {
      setBusy(false);
    }
  }, [run]);
  return { result, busy, disabled: busy || coolingDown, start };
}
