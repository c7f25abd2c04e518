import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

export function browsePath(query: string): string {
  return query.trim() === '' ? '/' : `/browse/${encodeURIComponent(query)}`;
}

/**
 * The box updates at once; the URL (/browse/{query}) follows after a pause in typing, and the URL
 * is what gets searched, so opening /browse/{query} directly searches it too.
 */
export function useSearchInput(): {
  input: string;
  setInput: (value: string) => void;
  query: string;
} {
  const params = useParams();
  const query = params.query ?? '';
  const navigate = useNavigate();
  const [input, setInput] = useState(query);
  const lastPushed = useRef(query);

  // Back/forward or a link changed the URL: show that query in the box.
  useEffect(() => {
    if (query === lastPushed.current) return;
    lastPushed.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    if (input === lastPushed.current) return;
    const timer = setTimeout(() => {
      lastPushed.current = input;
      void navigate(browsePath(input), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, navigate]);

  return { input, setInput, query };
}
