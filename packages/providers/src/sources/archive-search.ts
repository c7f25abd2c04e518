import { ScrapeFailureError } from '../errors.ts';
import type { ScrapeMovie } from '../media.ts';
import { isJsonObject, jsonObject } from './json-request.ts';

/**
 * The Archive's film collections: the feature films and the collections of genre films beside
 * them. Anything outside (home videos, news, lectures) is not a title of the catalog.
 */
export const ARCHIVE_FILM_COLLECTIONS = [
  'feature_films',
  'moviesandfilms',
  'silent_films',
  'film_noir',
  'SciFi_Horror',
  'comedy_films',
] as const;

const SEARCH_FIELDS = ['identifier', 'title', 'year', 'external-identifier'] as const;
/** Enough to find the title among films of the same name, most downloaded first. */
const SEARCH_ROWS = 50;
/** Each match is one embed the viewer may have to step through; a few alternatives suffice. */
export const MAX_ARCHIVE_MATCHES = 8;

const IMDB_ID = /^tt\d+$/i;
const IMDB_URN = /^urn:imdb:(tt\d+)$/i;
const TITLE_YEAR = /^(.*?)\s*[([](\d{4})[)\]]\s*$/;

export type ArchiveDoc = {
  identifier: string;
  titles: string[];
  year?: number;
  /** Lower case `tt…` ids from the item's `urn:imdb:` external identifiers. */
  imdbIds: string[];
};

/** Item identifiers are letters, digits, `.`, `-` and `_`; anything else is not an item. */
export const ARCHIVE_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function lucenePhrase(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

export function wantedImdbId(media: ScrapeMovie): string | undefined {
  const id = media.imdbId?.trim();
  return id && IMDB_ID.test(id) ? id.toLowerCase() : undefined;
}

/** One request for both ways of matching: the IMDb id, or a title phrase for a check of its own. */
export function archiveSearchUrl(baseUrl: string, media: ScrapeMovie): string {
  const films = `mediatype:movies AND collection:(${ARCHIVE_FILM_COLLECTIONS.join(' OR ')})`;
  const wanted = [`title:(${lucenePhrase(media.title)})`];
  const imdbId = wantedImdbId(media);
  if (imdbId) wanted.unshift(`external-identifier:${lucenePhrase(`urn:imdb:${imdbId}`)}`);
  const params = new URLSearchParams({ q: `${films} AND (${wanted.join(' OR ')})` });
  for (const field of SEARCH_FIELDS) params.append('fl[]', field);
  params.append('sort[]', 'downloads desc');
  params.set('rows', String(SEARCH_ROWS));
  params.set('output', 'json');
  return `${baseUrl}/advancedsearch.php?${params.toString()}`;
}

/** Search fields hold one value or a list of them, as strings or numbers. */
function strings(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function yearIn(text: string | undefined): number | undefined {
  const match = text ? /\b(\d{4})\b/.exec(text) : null;
  return match?.[1] ? Number(match[1]) : undefined;
}

function readDoc(doc: unknown): ArchiveDoc | null {
  if (!isJsonObject(doc)) return null;
  const identifier = strings(doc.identifier)[0];
  if (!identifier || !ARCHIVE_IDENTIFIER.test(identifier)) return null;
  const year = yearIn(strings(doc.year)[0]);
  const imdbIds = strings(doc['external-identifier'])
    .map((urn) => IMDB_URN.exec(urn.trim())?.[1]?.toLowerCase())
    .filter((id): id is string => id !== undefined);
  return { identifier, titles: strings(doc.title), imdbIds, ...(year ? { year } : {}) };
}

export function readArchiveDocs(body: unknown): ArchiveDoc[] {
  const root = jsonObject(body, 'archive search');
  if (root.error !== undefined) {
    const message = isJsonObject(root.error) ? root.error.msg : root.error;
    throw new ScrapeFailureError(`archive search refused the query: ${String(message)}`, {
      kind: 'refused',
    });
  }
  const response = root.response;
  if (!isJsonObject(response) || !Array.isArray(response.docs)) {
    throw new ScrapeFailureError('archive search answered without a result list');
  }
  return response.docs.map(readDoc).filter((doc): doc is ArchiveDoc => doc !== null);
}

/** Case, accents and punctuation aside; `&` reads as "and". */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Items often carry the year in the title, "The General (1926)", with or without a year field. */
function titleMatches(doc: ArchiveDoc, title: string, releaseYear: number): boolean {
  return doc.titles.some((raw) => {
    const split = TITLE_YEAR.exec(raw.trim());
    const name = split?.[1] ?? raw;
    const year = doc.year ?? (split?.[2] ? Number(split[2]) : undefined);
    if (normalizeTitle(name) !== title) return false;
    // Without a release date the title alone decides; with one, the item must show a year near it.
    if (!releaseYear) return true;
    return year !== undefined && Math.abs(year - releaseYear) <= 1;
  });
}

/**
 * Items naming the film's IMDb id first, then items of the same title and year (±1 for release
 * dates that differ by country). An item naming another IMDb id is another film of that name.
 */
export function matchArchiveDocs(docs: readonly ArchiveDoc[], media: ScrapeMovie): ArchiveDoc[] {
  const imdbId = wantedImdbId(media);
  const byImdb = imdbId ? docs.filter((doc) => doc.imdbIds.includes(imdbId)) : [];
  const title = normalizeTitle(media.title);
  const byTitle = docs.filter(
    (doc) =>
      title !== '' &&
      !byImdb.includes(doc) &&
      !(imdbId && doc.imdbIds.length > 0) &&
      titleMatches(doc, title, media.releaseYear),
  );
  const unique = [...new Map([...byImdb, ...byTitle].map((d) => [d.identifier, d])).values()];
  return unique.slice(0, MAX_ARCHIVE_MATCHES);
}
