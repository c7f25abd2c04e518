/**
 * What the operator said about autoplay (VITE_ALLOW_AUTOPLAY): `true` allows it for every source,
 * `false` turns it off for everyone, and unset leaves it to the source and the viewer's setup
 * (autoplay-allowed.ts holds the rule). Kept apart from the rule so reading the configuration
 * does not bring the source framework into the first paint.
 */
export type AutoplayConfig = 'allowed' | 'off' | 'unset';

/** Pure: the operator's flag as written; anything but `true` or `false` counts as unset. */
export function parseAutoplayConfig(value: string | undefined): AutoplayConfig {
  if (value === 'true') return 'allowed';
  if (value === 'false') return 'off';
  return 'unset';
}
