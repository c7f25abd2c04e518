import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Stands in for a named parameter while a query is built and compiled once. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A typed Kysely query built and compiled once, then run with new values. Building and compiling
 * the query tree costs more than the database does for the tiny queries the sync calls make
 * thousands of times a second; it also gives every run the very same SQL text, which the
 * drivers' statement caches look up by.
 *
 * `build` receives `param(name)`, a placeholder for each value that changes between runs; any
 * other value in the query is fixed at compile time.
 */
export function preparedQuery<Params extends Record<string, unknown>, Row>(
  build: (param: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
): (params: Params) => CompiledQuery<Row> {
  const compiled = build((name) => new Slot(name) as never).compile();
  const slots = compiled.parameters.map((value) => (value instanceof Slot ? value.name : null));
  return (params) => ({
    ...compiled,
    parameters: compiled.parameters.map((fixed, i) => {
      const name = slots[i];
      return name === null || name === undefined ? fixed : params[name];
    }),
  });
}

/** Runs a prepared query and returns its rows. */
export async function runPrepared<DB, Row>(
  db: Kysely<DB>,
  query: CompiledQuery<Row>,
): Promise<Row[]> {
  return (await db.executeQuery(query)).rows;
}
