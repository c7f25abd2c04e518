/** A title's ids on other sites; null where the site has no entry. */
export interface TmdbExternalIds {
  id?: number;
  imdb_id?: string | null;
  wikidata_id?: string | null;
  facebook_id?: string | null;
  instagram_id?: string | null;
  twitter_id?: string | null;
}

/** A show's external ids add the TV databases. */
export interface TmdbShowExternalIds extends TmdbExternalIds {
  freebase_mid?: string | null;
  freebase_id?: string | null;
  tvdb_id?: number | null;
  tvrage_id?: number | null;
}
