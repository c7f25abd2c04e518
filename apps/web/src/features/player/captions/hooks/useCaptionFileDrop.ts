import { useEffect, useState, type RefObject } from 'react';
import { usePlayer } from '../../player-context.tsx';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A subtitle file dragged onto the player is turned on when dropped; other files are ignored.
 * Returns whether files are being dragged over the player, for a hint.
 */
export function useCaptionFileDrop(container: RefObject<HTMLElement | null>): boolean {
  const player = usePlayer();
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Entering a child fires before leaving the parent; counting keeps the hint steady.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without this the browser would open the file in place of the player.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) player.dropCaptionFile(file);
    };
    element.addEventListener('dragenter', onEnter);
    element.addEventListener('dragover', onOver);
    element.addEventListener('dragleave', onLeave);
    element.addEventListener('drop', onDrop);
    return () => {
      element.removeEventListener('dragenter', onEnter);
      element.removeEventListener('dragover', onOver);
      element.removeEventListener('dragleave', onLeave);
      element.removeEventListener('drop', onDrop);
    };
  }, [player, container]);
  return dragging;
}
