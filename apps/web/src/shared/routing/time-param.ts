/** The player link's query parameter for where to start, in seconds (also 1h2m3s or 1:02:03). */
export const TIME_PARAM = 't';

const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/i;
const SECONDS = /^\d+(?:\.\d+)?$/;

function fromClock(value: string): number | null {
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) {
    return null;
  }
  const [first, ...rest] = parts.map(Number);
  // Minutes and seconds after the first field are clock digits; 1:75 is a typo, not 2:15.
  if (rest.some((part) => part >= 60)) return null;
  return rest.reduce((total, part) => total * 60 + part, first!);
}

function fromUnits(value: string): number | null {
  const match = UNITS.exec(value);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * Pure: the start time a `t` value asks for, in seconds: `90`, `1h2m3s` (any of the parts),
 * or `1:02:03` / `2:03`. Null when absent or unreadable, so the saved progress applies instead.
 */
export function parseTimeParam(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const seconds = SECONDS.test(text) ? Number(text) : (fromClock(text) ?? fromUnits(text));
  return seconds !== null && Number.isFinite(seconds) ? seconds : null;
}

/** Pure: whole seconds, the form every player that reads `t` understands. */
export function formatTimeParam(seconds: number): string {
  return String(Math.floor(Number.isFinite(seconds) ? Math.max(0, seconds) : 0));
}

/**
 * Pure: the link to the title on screen at `seconds`: the page's address with only `t` in the
 * query, so neither an open menu nor a watch-party code travels with it.
 */
export function linkAtTime(pageUrl: string, seconds: number): string {
  const url = new URL(pageUrl);
  url.search = new URLSearchParams({ [TIME_PARAM]: formatTimeParam(seconds) }).toString();
  url.hash = '';
  return url.toString();
}
