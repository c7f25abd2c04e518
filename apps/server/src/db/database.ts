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
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

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

export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function nameOf(sql: string): string | undefined {
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

/**
 * Enough connections to keep both cores of a small host busy; more only make the database
 * server switch between backends that compete for the same cores.
 */
const POSTGRES_POOL_SIZE = 10;

/** Opens SQLite for `file:` and `:memory:` URLs, PostgreSQL for `postgres://` ones. */
export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // 64-bit integers (COUNT and BIGINT) come back as numbers: ours never exceed 2^53.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
    // An idle connection the database drops (restart, admin kill) must not crash the server;
    // the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
    });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = url === ':memory:' ? ':memory:' : url.replace(/^file:/, '');
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
