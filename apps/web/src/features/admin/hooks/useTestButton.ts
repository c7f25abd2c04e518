import { useCallback, useEffect, useRef, useState } from 'react';

/** A test button re-enables 5 s after a run… */
export const TEST_COOLDOWN_MS = 5000;
/** …or 250 ms after a failed one, so a failure can be rerun at once. */
export const FAILED_TEST_COOLDOWN_MS = 250;

export function useTestButton<T>(run: () => Promise<T>, failed: (result: T) => boolean) {
  const [result, setResult] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(async () => {
    setBusy(true);
    setCoolingDown(true);
    clearTimeout(timer.current);
    let cooldown = FAILED_TEST_COOLDOWN_MS;
    try {
      const outcome = await run();
      setResult(outcome);
      if (!failed(outcome)) cooldown = TEST_COOLDOWN_MS;
    } finally {
      setBusy(false);
      timer.current = setTimeout(() => setCoolingDown(false), cooldown);
    }
  }, [run, failed]);
  return { result, busy, disabled: busy || coolingDown, start };
}
