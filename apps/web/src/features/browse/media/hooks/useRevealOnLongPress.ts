import { useEffect, useState, type RefObject } from 'react';
import { useLongPress, type LongPressHandlers } from '../../../../shared/hooks/useLongPress.ts';

/**
 * A touch screen has no hover: a long press shows what hovering shows, until the next touch
 * elsewhere or Escape.
 */
export function useRevealOnLongPress(card: RefObject<HTMLElement | null>): {
  revealed: boolean;
  handlers: LongPressHandlers;
} {
  const [revealed, setRevealed] = useState(false);
  const handlers = useLongPress(() => setRevealed(true));
  useEffect(() => {
    if (!revealed) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!card.current?.contains(event.target as Node)) setRevealed(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRevealed(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [revealed, card]);
  return { revealed, handlers };
}
