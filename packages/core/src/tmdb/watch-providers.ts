/** A streaming service: its id, name and logo, with its place in a region's list. */
export interface TmdbWatchProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
  /** In the list of every service: its place per region (ISO 3166-1). */
  display_priorities?: Record<string, number>;
}

/** Where one title may be watched, per region; `flatrate` is by subscription. */
export interface TmdbRegionWatchProviders {
  link: string;
  flatrate?: TmdbWatchProvider[];
  rent?: TmdbWatchProvider[];
  buy?: TmdbWatchProvider[];
}

/** A title's `watch/providers`, keyed by region (ISO 3166-1). */
export interface TmdbTitleWatchProviders {
  id: number;
  results: Partial<Record<string, TmdbRegionWatchProviders>>;
}

/** The list of every service that carries titles of a kind (`/watch/providers/{movie|tv}`). */
export interface TmdbWatchProviderList {
  results: TmdbWatchProvider[];
}
