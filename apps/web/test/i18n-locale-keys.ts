import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// jsdom rewrites import.meta.url to an http address; the folder path stays a file path.
export const webSource = join(import.meta.dirname, '..', 'src');
export const localesFolder = join(webSource, 'locales');

export type Strings = Record<string, unknown>;

const pluralSuffix = /_(?:ordinal_)?(zero|one|two|few|many|other)$/;

export function readNamespace(language: string, namespace: string): Strings | undefined {
  try {
    return JSON.parse(readFileSync(join(localesFolder, language, `${namespace}.json`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function localeLanguages(): string[] {
  return readdirSync(localesFolder).filter((name) =>
    statSync(join(localesFolder, name)).isDirectory(),
  );
}

export function namespacesOf(language: string): string[] {
  return readdirSync(join(localesFolder, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
}

/** Nested strings → `{ 'a.b.c': value }`; arrays stay whole, as i18next returns them as one. */
export function flatten(strings: Strings, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as Strings, path))
        flat.set(inner, innerValue);
    } else flat.set(path, value);
  }
  return flat;
}

export function baseKey(key: string): string {
  return key.replace(pluralSuffix, '');
}

export function pluralCategory(key: string): string | undefined {
  return pluralSuffix.exec(key)?.[1];
}

/** Keys with their plural forms folded into one, mapped to the forms present. */
export function baseKeys(strings: Strings): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const key of flatten(strings).keys()) {
    const forms = keys.get(baseKey(key)) ?? new Set<string>();
    const category = pluralCategory(key);
    if (category) forms.add(category);
    keys.set(baseKey(key), forms);
  }
  return keys;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return [];
}

/** Interpolation names per base key, over every plural form and array item. */
export function interpolations(strings: Strings): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key, value] of flatten(strings)) {
    const names = found.get(baseKey(key)) ?? new Set<string>();
    for (const text of textsOf(value))
      for (const match of text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1]!);
    found.set(baseKey(key), names);
  }
  return found;
}
