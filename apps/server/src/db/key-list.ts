import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from './database.ts';
import { preparedQuery, runPrepared } from './prepared-query.ts';

/**
 * "`column` is one of these keys", with the keys bound as one parameter: the SQL text stays the
 * same for any number of keys, so one prepared statement serves every batch. PostgreSQL takes an
 * array; SQLite has no arrays and reads the keys from a JSON text instead.
 */
function columnInKeyList(
  dialect: DialectName,
  column: string,
  keyList: unknown,
): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(${keyList})`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${keyList}))`;
}

/**
 * The rows of many keys in one prepared statement, as `readBatcher` reads them. `build` gets the
 * "`column` is one of the keys" condition and returns the whole query.
 */
export function keyListRead<DB, Row>(
  db: Kysely<DB>,
  dialect: DialectName,
  column: string,
  build: (inKeys: RawBuilder<boolean>) => Compilable<Row>,
): (keys: string[]) => Promise<Row[]> {
  const query = preparedQuery<{ keys: unknown }, Row>((param) =>
    build(columnInKeyList(dialect, column, param('keys'))),
  );
  return (keys) =>
    runPrepared(db, query({ keys: dialect === 'postgres' ? keys : JSON.stringify(keys) }));
}
