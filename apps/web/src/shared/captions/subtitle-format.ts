export type SubtitleFormat = 'srt' | 'vtt';

const vttHeader = /^WEBVTT(?:[ \t\n]|$)/;
// SRT writes milliseconds after a comma; WebVTT after a dot.
const srtTiming = /^\d{1,2}:\d{2}:\d{2},\d{1,3}[ \t]*-->/m;
const vttTiming = /^(?:\d{1,2}:)?\d{2}:\d{2}\.\d{1,3}[ \t]*-->/m;

/**
 * Pure: the format of the subtitle text, read from its content, since files are often named
 * with the wrong extension. A WebVTT file is one with the header and WebVTT timings; otherwise
 * SRT timings make it SRT, and anything else goes to the WebVTT parser, which also reads
 * header-less cues.
 */
export function detectSubtitleFormat(text: string): SubtitleFormat {
  if (vttHeader.test(text) && vttTiming.test(text)) return 'vtt';
  return srtTiming.test(text) ? 'srt' : 'vtt';
}
