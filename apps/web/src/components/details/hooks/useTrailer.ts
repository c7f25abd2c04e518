import { useState } from 'react';

export interface TrailerState {
  playing: boolean;
  play: () => void;
  stop: () => void;
}

/** Whether the trailer plays in place of the backdrop. */
export function useTrailer(): TrailerState {
  const [playing, setPlaying] = useState(false);
  return { playing, play: () => setPlaying(true), stop: () => setPlaying(false) };
}
