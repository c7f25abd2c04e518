import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Socket } from 'node:net';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export type PostgresStatements = 'named' | 'unnamed';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing costs more than running the
 * small queries the sync calls make. Statements are reusable because the driver runs one query
 * at a time. Bounded, least recently used first out, since bulk inserts make one text per row
 * count.
 */
const PREPARED_STATEMENTS_MAX = 200;

export function withPreparedStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= PREPARED_STATEMENTS_MAX) {
          statements.delete(statements.keys().next().value!);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Named statements are parsed and planned once per connection instead of on every call, which
 * spares the database server most of its work for the small repeated queries of the sync calls.
 * Only queries with parameters are named (DDL and one-off statements have none), and only the
 * first few hundred texts, so connections never hold an unbounded set of statements.
 *
 * A pooler in transaction mode (PgBouncer before 1.21, or with `max_prepared_statements = 0`)
 * hands each transaction whichever server connection is free, where a statement named on
 * another one does not exist; there every query goes unnamed (parsed and planned on each call,
 * still sent in one write).
 */
const NAMED_STATEMENTS_MAX = 300;

/**
 * `pg` writes each message of a parameterised query (parse, bind, describe, execute, sync) to the
 * socket separately: five system calls, each waking the database. Corking the socket around the
 * synchronous submission sends them in one. The socket is `pg`'s internal `connection.stream`;
 * without it queries run uncorked, only slower.
 */
function socketOf(client: pg.PoolClient): Socket | undefined {
  return (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
}

export function withPreparedStatements(
  pool: pg.Pool,
  statements: PostgresStatements = 'named',
): PostgresPool {
  const names = new Map<string, string>();
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function nameOf(sql: string): string | undefined {
    if (statements === 'unnamed') return undefined;
    let name = names.get(sql);
    if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
      name = `screenroom_${names.size}`;
      names.set(sql, name);
    }
    return name;
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const query = (sql: string, parameters: readonly unknown[]) => {
      const socket = socketOf(client);
      socket?.cork();
      try {
        const name = parameters.length > 0 ? nameOf(sql) : undefined;
        return client.query({ text: sql, values: [...parameters], ...(name && { name }) });
      } finally {
        socket?.uncork();
      }
    };
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }

  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
  };
}

export interface DatabaseOptions {
  /**
   * PostgreSQL connections this process opens at most (default 10: enough to keep both cores of a
   * small host busy; more only make the database server switch between competing backends).
   */
  poolSize?: number;
  /** `unnamed` behind a pooler in transaction mode; see NAMED_STATEMENTS_MAX. */
  statements?: PostgresStatements;
}

/** The database settings of the configuration. */
export function databaseOptions(
  config: Pick<Config, 'DATABASE_POOL_SIZE' | 'DATABASE_PREPARED_STATEMENTS'>,
): DatabaseOptions {
  return { poolSize: config.DATABASE_POOL_SIZE, statements: config.DATABASE_PREPARED_STATEMENTS };
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** The SQLite file of a `file:` URL, or `:memory:`. */
export function sqliteFileOf(url: string): string {
  return url === ':memory:' ? ':memory:' : url.replace(/^file:/, '');
}

/** Opens SQLite for `file:` and `:memory:` URLs, PostgreSQL for `postgres://` ones. */
export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // 64-bit integers (COUNT and BIGINT) come back as numbers: ours never exceed 2^53.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection the database drops (restart, admin kill) must not crash the server;
    // the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool, options.statements) }),
    });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqliteFileOf(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // An answered write must survive a power cut: clients forget a change once it is answered.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withPreparedStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
