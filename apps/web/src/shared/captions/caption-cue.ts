/** One caption cue, in seconds on the media's own timeline; `text` is the cue's raw text. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** A cue ready to draw: `html` is its text made safe to put into the page. */
export interface RenderableCue extends CaptionCue {
  html: string;
}

/** Pure: cues in the order they start (those that start together, shortest first). */
export function sortCues<T extends CaptionCue>(cues: T[]): T[] {
  return [...cues].sort((a, b) => a.start - b.start || a.end - b.end);
}
