import type {
  TmdbMultiMovieResult,
  TmdbMultiPersonResult,
  TmdbMultiShowResult,
} from '@screenroom/core';
import { profilePath } from './artwork-paths.ts';
import type { CatalogPerson } from './catalog-index.ts';

/**
 * A person as search lists them. The catalog records no gender, so it is 0 (not set) as in
 * the credits; `knownFor` are the person's titles already as search results.
 */
export function personMultiJson(
  person: CatalogPerson,
  knownFor: (TmdbMultiMovieResult | TmdbMultiShowResult)[],
): TmdbMultiPersonResult {
  return {
    media_type: 'person',
    id: person.id,
    name: person.name,
    original_name: person.name,
    adult: false,
    gender: 0,
    known_for_department: person.department,
    profile_path: profilePath(person.id),
    popularity: person.popularity,
    known_for: knownFor,
  } satisfies Required<TmdbMultiPersonResult>;
}
