import type { TmdbWatchProvider } from '@screenroom/core';
import { stableId } from './stable-id.ts';

/** The movie database's ids for the US services the catalog names, in its display order. */
const knownProviderIds: [string, number][] = [
  ['Netflix', 8],
  ['Amazon Prime Video', 9],
  ['Disney Plus', 337],
  ['Max', 1899],
  ['HBO Max', 384],
  ['Hulu', 15],
  ['Apple TV Plus', 350],
  ['Apple TV+', 350],
  ['Paramount Plus', 531],
  ['Paramount+', 531],
  ['Peacock', 386],
  ['Peacock Premium', 387],
  ['Tubi TV', 73],
  ['Tubi', 73],
  ['Pluto TV', 300],
  ['Crunchyroll', 283],
  ['Kanopy', 191],
  ['MUBI', 11],
  ['Mubi', 11],
  ['The Criterion Channel', 258],
  ['Criterion Channel', 258],
  ['Shudder', 99],
  ['AMC+', 526],
  ['Starz', 43],
  ['Showtime', 37],
  ['fuboTV', 257],
  ['YouTube', 192],
  ['hoopla', 212],
  ['Hoopla', 212],
  ['Plex', 538],
  ['The Roku Channel', 207],
  ['Amazon Freevee', 613],
  ['Freevee', 613],
  ['BritBox', 151],
  ['Acorn TV', 87],
];

const providerIdByName = new Map(knownProviderIds);

/** Known services keep the movie database's id; any other name gets a stable id from its name. */
export function providerId(name: string): number {
  return providerIdByName.get(name) ?? stableId(`provider:${name}`);
}

/** A streaming service as the movie database lists it, at `priority` in the region's order. */
export function watchProvider(name: string, priority: number) {
  const id = providerId(name);
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/provider-${id}-logo.svg`,
    display_priority: priority,
  } satisfies Required<Omit<TmdbWatchProvider, 'display_priorities'>>;
}
