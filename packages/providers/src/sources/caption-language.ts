import { iso6392BTo1, iso6392TTo1 } from 'iso-639-2';

/** BCP 47's "undetermined": what a caption is when nothing tells its language. */
export const UNDETERMINED_LANGUAGE = 'und';

const twoLetterCodes = new Set(Object.values(iso6392BTo1));

/**
 * The ISO 639-1 code for a 639-1 or 639-2 code (`en`, `eng`, `ger`, `deu`, `pt-BR`), or
 * undefined when the code names no language that has one.
 */
export function iso6391FromCode(code: string): string | undefined {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary.length === 2) return twoLetterCodes.has(primary) ? primary : undefined;
  return iso6392BTo1[primary] ?? iso6392TTo1[primary];
}
