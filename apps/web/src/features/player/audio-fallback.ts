/**
 * Pure: the track to go back to when `failed` cannot be loaded - the one that last played, unless
 * it failed too, else the first that has not failed; null when every track has failed.
 */
export function audioFallbackTrack(
  trackCount: number,
  failed: ReadonlySet<number>,
  lastWorking: number | null,
): number | null {
  if (lastWorking !== null && lastWorking < trackCount && !failed.has(lastWorking)) {
    return lastWorking;
  }
  for (let id = 0; id < trackCount; id += 1) if (!failed.has(id)) return id;
  return null;
}
