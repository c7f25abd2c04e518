/** The caret range check the extension version needs (`^1.0.2`: 1.x from 1.0.2 on). */

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The exclusive upper bound of `^base`: the first non-zero part is bumped. */
function caretCeiling([major, minor, patch]: Version): Version {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

/** Pre-release tags are compared as their release; the extension never ships them. */
export function satisfiesCaret(version: string, range: string): boolean {
  const candidate = parseVersion(version);
  const base = parseVersion(range.replace(/^\^/, ''));
  if (!candidate || !base || !range.startsWith('^')) return false;
  return compare(candidate, base) >= 0 && compare(candidate, caretCeiling(base)) < 0;
}

export const EXTENSION_VERSION_RANGE = '^1.0.2';

/** True when `version` is `minimum` or newer (pre-release tags compare as their release). */
export function satisfiesMinimum(version: string, minimum: string): boolean {
  const candidate = parseVersion(version);
  const base = parseVersion(minimum);
  return !!candidate && !!base && compare(candidate, base) >= 0;
}
