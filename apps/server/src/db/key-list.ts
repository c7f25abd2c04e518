import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './database.ts';

/**
 * "`column` is one of these keys", with the keys bound as one parameter: the SQL text stays the
 * same for any number of keys, so one prepared statement serves every batch. PostgreSQL takes an
 * array; SQLite has no arrays and reads the keys from a JSON text instead.
 */
export function columnInKeyList(
  dialect: DialectName,
  column: string,
  keyList: unknown,
): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${keyList})`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${keyList}))`;
}

/** The parameter value `columnInKeyList` expects for `keys`. */
export function keyListValue(dialect: DialectName, keys: string[]): unknown {
  return dialect === 'postgres' ? keys : JSON.stringify(keys);
}
