import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A long page can show its top
 * first and fill in what is below the fold a frame later, so a slow phone paints sooner.
 * `immediately` skips the wait, for when the page must be whole at once (a link to an anchor).
 */
export function useAfterFirstPaint(immediately = false): boolean {
  const [painted, setPainted] = useState(immediately);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from a frame callback runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
