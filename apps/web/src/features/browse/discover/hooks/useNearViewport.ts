import { useEffect, useState } from 'react';

/**
 * A carousel stays a placeholder until it comes within `marginPx` of the viewport. Where there is
 * no IntersectionObserver (jsdom, very old browsers) it counts as near at once, so the content is
 * never withheld.
 */
export function useNearViewport<T extends Element>(
  marginPx: number,
): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, marginPx, near]);
  return [setElement, near];
}
