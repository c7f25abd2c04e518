import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useNavigationInFlight } from '../../../../shared/hooks/useNavigationInFlight.ts';
import { useOnNavigationStart } from '../../../../shared/hooks/useOnNavigationStart.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export function browsePath(query: string): string {
  return query.trim() === '' ? '/' : `/browse/${encodeURIComponent(query)}`;
}

/**
 * The box updates at once; the URL (/browse/{query}) follows after a pause in typing, or at once
 * on Enter, and the URL is what gets searched, so opening /browse/{query} directly searches it too.
 * A navigation that starts while the URL is still to follow (a result clicked right after typing,
 * whose route is still loading) drops the pending update, which would otherwise replace it.
 */
export function useSearchInput(): {
  input: string;
  setInput: (value: string) => void;
  /** Enter: the URL follows the box now. */
  submit: () => void;
  query: string;
} {
  const params = useParams();
  const query = params.query ?? '';
  const navigate = useNavigate();
  const [input, setInput] = useState(query);
  const lastPushed = useRef(query);
  const pending = useRef<number | undefined>(undefined);

  const cancelPending = useCallback(() => {
    window.clearTimeout(pending.current);
    pending.current = undefined;
  }, []);

  const push = useCallback(
    (value: string) => {
      cancelPending();
      lastPushed.current = value;
      void navigate(browsePath(value), { replace: true });
    },
    [cancelPending, navigate],
  );

  useOnNavigationStart(cancelPending);
  const navigating = useNavigationInFlight();

  // Back/forward or a link changed the URL: show that query in the box.
  useEffect(() => {
    if (query === lastPushed.current) return;
    lastPushed.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    if (input === lastPushed.current) return;
    // Effects run a frame after the render that asked for them, so this one may come after a
    // click has already started a navigation: when due, the timer gives way to it.
    pending.current = window.setTimeout(() => {
      if (!navigating()) push(input);
    }, SEARCH_DEBOUNCE_MS);
    return cancelPending;
  }, [input, push, cancelPending, navigating]);

  const submit = useCallback(() => {
    if (input !== lastPushed.current) push(input);
  }, [input, push]);

  return { input, setInput, submit, query };
}
