import { iso6392 } from 'iso-639-2';
import { iso6391FromCode } from './caption-language.ts';

/**
 * English names ("English", "Spanish; Castilian" gives both) of languages with a 639-1 code. Its
 * own module, apart from the codes, because the names table is most of the language data: only
 * the archive's file reading, loaded when an item's files are read, takes it along.
 */
const codesByName = new Map<string, string>(
  iso6392.flatMap(({ name, iso6391 }) =>
    iso6391 ? name.split(';').map((part) => [part.trim().toLowerCase(), iso6391] as const) : [],
  ),
);

/** The ISO 639-1 code for a code or an English language name, as file names carry them. */
export function iso6391FromCodeOrName(word: string): string | undefined {
  return iso6391FromCode(word) ?? codesByName.get(word.trim().toLowerCase());
}
