import { CONTROLS_HIDE_MS } from '@screenroom/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Document 002 §4: controls show while playing and hide 3 s after the last mouse move. */
export function useControlsVisibility(isPlaying: boolean): {
  visible: boolean;
  onActivity: () => void;
} {
  const [recentlyActive, setRecentlyActive] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onActivity = useCallback(() => {
    setRecentlyActive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRecentlyActive(false), CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => {
    if (isPlaying) onActivity();
    return () => clearTimeout(timer.current);
  }, [isPlaying, onActivity]);

  return { visible: !isPlaying || recentlyActive, onActivity };
}
