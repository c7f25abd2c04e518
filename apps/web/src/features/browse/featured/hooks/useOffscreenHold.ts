import { FEATURED_VISIBLE_SCROLL_PX, type SliderHold } from '@screenroom/core';
import { useEffect } from 'react';

/**
 * Holds the slider while the page is scrolled past it or hidden, so nobody comes back to find
 * it slides further on than they left it.
 */
export function useOffscreenHold(
  hold: (reason: SliderHold) => void,
  release: (reason: SliderHold) => void,
): void {
  useEffect(() => {
    const update = () => {
      const away = document.hidden || window.scrollY >= FEATURED_VISIBLE_SCROLL_PX;
      if (away) hold('offscreen');
      else release('offscreen');
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('scroll', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, [hold, release]);
}
