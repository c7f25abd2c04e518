const timestamp = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;

/** Pure: a WebVTT timestamp ("01:02:03.456" or "02:03.456") in seconds, or null if malformed. */
export function parseVttTime(text: string): number | null {
  const match = timestamp.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}
