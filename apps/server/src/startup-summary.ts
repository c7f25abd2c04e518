import type { Config } from './config.ts';
import { isPostgresUrl, sqliteFileOf } from './db/database.ts';

/** A URL's host and path without user, password or query, so no credential reaches the log. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

function databasePart(config: Config): string {
  const url = config.DATABASE_URL;
  if (!isPostgresUrl(url)) return `SQLite ${sqliteFileOf(url)}`;
  return `PostgreSQL ${withoutCredentials(url)} (pool ${config.DATABASE_POOL_SIZE}, ${config.DATABASE_PREPARED_STATEMENTS} statements)`;
}

function sourcesPart(config: Config): string {
  const sources = [
    config.MEDIA_DIR ? `library (${config.MEDIA_DIR} and demo media)` : 'library (demo media)',
  ];
  if (config.ARCHIVE_URL !== '')
    sources.push(`Internet Archive (${withoutCredentials(config.ARCHIVE_URL)})`);
  const addons = config.STREMIO_ADDONS.length;
  if (addons > 0) sources.push(`${addons} Stremio addon${addons === 1 ? '' : 's'}`);
  return sources.join(', ');
}

/**
 * The start-up line: where the server listens, then what it runs on, so an operator reading the
 * log sees at once which database, whether instances share state, which sources are on and who
 * may use the server. The URL comes first and alone before the space: tests and benchmarks read
 * it from this line.
 */
export function startupSummary(config: Config, url: string): string {
  const redis = config.REDIS_URL
    ? `Redis ${withoutCredentials(config.REDIS_URL)} (keys ${config.REDIS_KEY_PREFIX}…)`
    : 'no Redis (state kept in this process)';
  const catalog = config.TMDB_API_KEY
    ? `the movie database at ${withoutCredentials(config.TMDB_API_URL)}`
    : 'the embedded catalog';
  const access =
    config.ACCESS === 'accounts' ? 'access: signed-in accounts only' : 'access: public';
  const registration = config.REGISTRATION === 'open' ? 'registration open' : 'registration closed';
  return `Screenroom is serving at ${url} — ${databasePart(config)}; ${redis}; sources: ${sourcesPart(config)}; ${catalog}; ${access}, ${registration}`;
}
