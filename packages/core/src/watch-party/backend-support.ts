// Apart from the party's rules, which only the player uses: the web app's first paint asks this
// (whether to offer the party controls), and a module the first paint reads comes down whole.
import { satisfiesMinimum } from '../version-range.ts';

/** The first backend version with watch-party rooms; older ones get no party controls. */
export const WATCH_PARTY_MIN_BACKEND_VERSION = '2.0.1';

export function backendSupportsWatchParty(version: string | null | undefined): boolean {
  return typeof version === 'string' && satisfiesMinimum(version, WATCH_PARTY_MIN_BACKEND_VERSION);
}
