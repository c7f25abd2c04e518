import parseRange from 'range-parser';

/** The answer to a Range header for a file of a known size. */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const suffixRange = /^bytes=\s*-\s*(\d+)\s*$/;

/**
 * Reads one `bytes=` range (first-last, first-, or -suffix). Other units, malformed or empty
 * ranges and several satisfiable ranges are answered as unsatisfiable: media players only ever
 * ask for one.
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  // range-parser before 2.0 (which needs Node 22) refuses a suffix longer than the file, which
  // HTTP answers with the whole file.
  const suffix = suffixRange.exec(header)?.[1];
  if (suffix !== undefined && size > 0 && Number(suffix) > size) {
    return { kind: 'part', start: 0, end: size - 1 };
  }
  const ranges = parseRange(size, header);
  if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    return { kind: 'unsatisfiable' };
  }
  const { start, end } = ranges[0]!;
  return { kind: 'part', start, end };
}
