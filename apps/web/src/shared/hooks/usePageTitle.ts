import { useEffect } from 'react';

/** Page titles read `{title} - Screenroom`; without a title, just the product name. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - Screenroom` : 'Screenroom';
  }, [title]);
}
