import { useEffect, type RefObject } from 'react';
import { isSlashShortcut } from '../slash-shortcut.ts';

export function useSlashShortcut(target: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSlashShortcut(event, document.activeElement)) return;
      event.preventDefault();
      target.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target]);
}
