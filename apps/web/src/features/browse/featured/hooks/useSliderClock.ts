import {
  advanceIfDue,
  goToSlide,
  holdSlider,
  msUntilAdvance,
  releaseSlider,
  startSlider,
  type SliderHold,
  type SliderState,
} from '@screenroom/core';
import { useCallback, useLayoutEffect, useState } from 'react';

export interface SliderClock {
  index: number;
  holds: readonly SliderHold[];
  goTo: (index: number) => void;
  hold: (hold: SliderHold) => void;
  release: (hold: SliderHold) => void;
}

/**
 * Core's slider rules on the page's clock: one timer for the next automatic slide, set again
 * whenever the state changes. A new number of slides starts over on the first.
 */
export function useSliderClock(count: number, initialHolds: readonly SliderHold[]): SliderClock {
  const [state, setState] = useState<SliderState>(() =>
    startSlider(count, Date.now(), initialHolds),
  );
  if (state.count !== count) setState(startSlider(count, Date.now(), state.holds));

  // Set from the commit that shows the state, not a frame later as an effect would be under
  // Preact: a hold (the pointer arriving) clears the pending slide change before any timer can run.
  useLayoutEffect(() => {
    const dueIn = msUntilAdvance(state, Date.now());
    if (dueIn === null) return;
    const timer = window.setTimeout(() => setState((s) => advanceIfDue(s, Date.now())), dueIn);
    return () => window.clearTimeout(timer);
  }, [state]);

  const goTo = useCallback((index: number) => setState((s) => goToSlide(s, index, Date.now())), []);
  const hold = useCallback(
    (reason: SliderHold) => setState((s) => holdSlider(s, reason, Date.now())),
    [],
  );
  const release = useCallback(
    (reason: SliderHold) => setState((s) => releaseSlider(s, reason, Date.now())),
    [],
  );
  return { index: state.index, holds: state.holds, goTo, hold, release };
}
