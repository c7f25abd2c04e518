import { sortCues, type CaptionCue } from './caption-cue.ts';
import { detectSubtitleFormat, type SubtitleFormat } from './subtitle-format.ts';

/** The messages a viewer sees when a subtitle file cannot be used. */
export const EMPTY_SUBTITLE_MESSAGE = 'Given text is empty';
export const INVALID_SUBTITLE_MESSAGE = 'Invalid subtitle format';

// Real-world files pad lines with spaces, which would otherwise keep a blank separator line from
// ending a cue, and write timings without the spaces around the arrow that the parser needs.
function normalizeLines(text: string, format: SubtitleFormat): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.trim();
    if (line.includes('-->')) {
      line = line.replace(/(\d)[ \t]*-->[ \t]*(\d)/, '$1 --> $2');
      // SRT has no cue settings; some editors write box coordinates there (X1:… Y2:…), which
      // the parser would otherwise take for the start of the cue's text.
      if (format === 'srt') line = line.replace(/^(\S+ --> \S+).*$/, '$1');
    }
    lines[i] = line;
  }
  return lines;
}

/**
 * The parser reads its input one line per stream chunk, only through getReader(). A reader that
 * hands out the lines of an array at once saves a stream round trip per line, which was most of
 * the parsing time of a feature-length file (thousands of lines).
 */
function lineStream(lines: readonly string[]): ReadableStream<string> {
  let next = 0;
  const reader = {
    read: (): ReadableStreamReadResult<string> =>
      next < lines.length
        ? { done: false, value: lines[next++]! }
        : { done: true, value: undefined },
    cancel: async () => {
      next = lines.length;
    },
    releaseLock: () => {},
  };
  return { getReader: () => reader } as unknown as ReadableStream<string>;
}

/**
 * The cues of SRT or WebVTT text, sorted by start, without failing on an empty result: a cue
 * with broken timing is dropped and the others are kept; header, STYLE, NOTE and REGION blocks
 * give no cues. Segments of an HLS subtitle rendition may legitimately hold no cue at all.
 */
export async function readSubtitleCues(text: string): Promise<CaptionCue[]> {
  const format = detectSubtitleFormat(text.replace(/^\uFEFF/, ''));
  // Loaded on first use: the parser is only needed once captions are turned on.
  const { parseTextStream } = await import('media-captions');
  const result = await parseTextStream(lineStream(normalizeLines(text, format)), {
    type: format,
    errors: false,
  });
  const cues: CaptionCue[] = [];
  for (const cue of result.cues) {
    const cueText = cue.text.trim();
    if (cueText !== '') cues.push({ start: cue.startTime, end: cue.endTime, text: cueText });
  }
  return sortCues(cues);
}

/**
 * The cues of a subtitle file, sorted by start. Throws 'Given text is empty' for empty or blank
 * text and 'Invalid subtitle format' when nothing in it is a cue.
 */
export async function parseSubtitles(text: string): Promise<CaptionCue[]> {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new Error(EMPTY_SUBTITLE_MESSAGE);
  const cues = await readSubtitleCues(text);
  if (cues.length === 0) throw new Error(INVALID_SUBTITLE_MESSAGE);
  return cues;
}
