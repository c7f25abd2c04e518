import { useEffect, type RefObject } from 'react';
import { wheelVolumeDelta } from '../wheel-volume.ts';
import { usePlayer } from '../player-context.tsx';

/**
 * The mouse wheel over the player turns the volume. The listener is added by hand as one that may
 * cancel the event (not passive), so the page does not scroll as well. Menus keep their own scrolling,
 * and a pinch on a trackpad (a wheel event with ctrlKey) stays a zoom.
 */
export function useWheelVolume(target: RefObject<HTMLElement | null>): void {
  const player = usePlayer();
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const delta = wheelVolumeDelta(event);
      if (delta === 0) return;
      event.preventDefault();
      player.stepVolume(delta);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [player, target]);
}
