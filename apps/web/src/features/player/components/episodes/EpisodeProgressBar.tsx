import type { EpisodeProgressDisplay } from '@screenroom/core';

/** The watched share of an episode; the label beside it carries the figure for screen readers. */
export function EpisodeProgressBar({ display }: { display: EpisodeProgressDisplay }) {
  return (
    <div aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-white/20">
      <div
        data-testid="episode-progress"
        data-percentage={display.percentage}
        className="h-full rounded-full bg-accent"
        style={{ width: `${display.barPercentage}%` }}
      />
    </div>
  );
}
