import { MAX_PAGE } from './shared-json.ts';
import { invalidId, invalidPage, invalidParameters } from './tmdb-errors.ts';

/** Query values as Fastify hands them over: a repeated parameter arrives as an array. */
export type QueryValues = Record<string, string | string[] | undefined>;

export function queryValue(query: QueryValues, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `page` as the movie database reads it: absent means 1, anything but 1–500 is an error. */
export function parsePage(query: QueryValues): number {
  const raw = queryValue(query, 'page');
  if (raw === undefined || raw === '') return 1;
  if (!/^\d+$/.test(raw)) throw invalidPage();
  const page = Number(raw);
  if (page < 1 || page > MAX_PAGE) throw invalidPage();
  return page;
}

export function parseId(raw: string): number {
  if (!/^\d+$/.test(raw)) throw invalidId();
  return Number(raw);
}

export function parseSeasonNumber(raw: string): number {
  if (!/^\d+$/.test(raw)) throw invalidId();
  return Number(raw);
}

export function requireQueryText(query: QueryValues): string {
  const text = queryValue(query, 'query')?.trim();
  if (!text) throw invalidParameters();
  return text;
}

/** `append_to_response`: comma-separated sub-resources, at most 20 as the movie database allows. */
export function parseAppend(query: QueryValues): string[] {
  const raw = queryValue(query, 'append_to_response');
  if (!raw) return [];
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 20) throw invalidParameters();
  return [...new Set(parts)];
}

/**
 * A discover id filter: `,` means every id must match (AND) and `|` means any (OR), as in the
 * movie database. Returns the groups of alternatives, all of which must hold.
 */
export function parseIdFilter(raw: string | undefined): number[][] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((group) =>
      group
        .split('|')
        .map((v) => v.trim())
        .filter((v) => /^\d+$/.test(v))
        .map(Number),
    )
    .filter((group) => group.length > 0);
}

export function matchesIdFilter(ids: number[], filter: number[][]): boolean {
  return filter.every((group) => group.some((id) => ids.includes(id)));
}
