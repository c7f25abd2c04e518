import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The `m` query parameter holds the id of the open modal. */
export const MODAL_PARAM = 'm';

/** The per-modal key under which a one-time modal's dismissal is remembered. */
export function dismissalKey(id: string): string {
  return `__MW::modal-dismissed::${id}`;
}

function isDismissed(id: string): boolean {
  try {
    return localStorage.getItem(dismissalKey(id)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(id: string) {
  try {
    localStorage.setItem(dismissalKey(id), '1');
  } catch (error) {
    console.error('Could not remember the modal dismissal', error);
  }
}

/**
 * A modal whose open state is the `m` parameter. A one-time modal, once dismissed, never opens
 * again in this browser.
 */
export function useOneTimeModal(id: string, options: { oneTime?: boolean } = {}) {
  const oneTime = options.oneTime ?? true;
  const [params, setParams] = useSearchParams();
  const isOpen = params.get(MODAL_PARAM) === id;

  const show = useCallback(() => {
    if (oneTime && isDismissed(id)) return false;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(MODAL_PARAM, id);
      return next;
    });
    return true;
  }, [id, oneTime, setParams]);

  const hide = useCallback(() => {
    if (oneTime) rememberDismissal(id);
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (next.get(MODAL_PARAM) === id) next.delete(MODAL_PARAM);
      return next;
    });
  }, [id, oneTime, setParams]);

  return { isOpen, show, hide, wasDismissed: oneTime && isDismissed(id) };
}
