import { backdropPath, logoPath, posterPath, profilePath } from './artwork-paths.ts';
import type { CatalogCastMember } from './catalog-types.ts';
import { personId } from './stable-id.ts';
import { watchProvider } from './watch-providers.ts';

/** The movie database serves 20 results a page and never more than 500 pages. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export function pageOf<T>(all: T[], page: number): Paged<T> {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: all.slice(start, start + PAGE_SIZE),
    total_pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(all.length / PAGE_SIZE))),
    total_results: all.length,
  };
}

function person(name: string) {
  const id = personId(name);
  return {
    adult: false,
    gender: 0,
    id,
    name,
    original_name: name,
    popularity: 0,
    profile_path: profilePath(id),
  };
}

export function castJson(cast: CatalogCastMember[], mediaKey: string) {
  return cast.map((member, order) => ({
    ...person(member.name),
    known_for_department: 'Acting',
    cast_id: order + 1,
    character: member.character,
    credit_id: `${mediaKey}-cast-${order}`,
    order,
  }));
}

export function crewJson(names: string[], job: string, department: string, mediaKey: string) {
  return names.map((name, index) => ({
    ...person(name),
    known_for_department: department,
    credit_id: `${mediaKey}-${job.toLowerCase()}-${index}`,
    department,
    job,
  }));
}

/** One image entry; our pictures are SVG, so the size given is the natural one (`original`). */
function imageJson(filePath: string, width: number, height: number, language: string | null) {
  return {
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path: filePath,
    vote_average: 0,
    vote_count: 0,
    width,
  };
}

export function imagesJson(media: 'movie' | 'tv', id: number) {
  return {
    backdrops: [imageJson(backdropPath(media, id), 1280, 720, null)],
    logos: [imageJson(logoPath(media, id), 800, 240, 'en')],
    posters: [imageJson(posterPath(media, id), 500, 750, 'en')],
  };
}

export function watchProvidersJson(media: 'movie' | 'tv', id: number, names: string[]) {
  const link = `https://www.themoviedb.org/${media}/${id}/watch?locale=US`;
  return {
    id,
    results:
      names.length === 0
        ? {}
        : { US: { link, flatrate: names.map((name, i) => watchProvider(name, i + 1)) } },
  };
}

export function countriesJson(codes: string[]) {
  return codes.map((code) => ({ iso_3166_1: code, name: regionName(code) }));
}

export function languageJson(code: string) {
  return { english_name: languageName(code), iso_639_1: code, name: languageName(code) };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function regionName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
